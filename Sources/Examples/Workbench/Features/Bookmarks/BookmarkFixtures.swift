import Convergence

/// The sample bookmarks the previews and tests file into a fresh in-memory store: plain values, so every store gets
/// models of its own.
enum BookmarkFixtures {
    struct Folder: Sendable {
        let name: String
        let bookmarks: [(title: String, address: String)]
    }

    /// Three folders, deliberately not in name or title order, so the screen's sorting shows.
    static let folders = [
        Folder(
            name: "Tools",
            bookmarks: [
                ("Swift Package Index", "swiftpackageindex.com"),
                ("Compiler Explorer", "godbolt.org"),
            ]),
        Folder(name: "Reading", bookmarks: [("Swift Forums", "forums.swift.org")]),
        Folder(
            name: "Docs",
            bookmarks: [
                ("The Swift Programming Language", "docs.swift.org/swift-book"),
                ("Swift Evolution", "github.com/swiftlang/swift-evolution"),
            ]),
    ]

    /// What the `add` scenario types: filed in the Inbox as `swift.org`.
    static let typedAddress = "https://www.swift.org/blog/"
}
