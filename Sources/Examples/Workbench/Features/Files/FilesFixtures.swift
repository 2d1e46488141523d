import Convergence

/// The fixed folders and entries every Files scenario and test uses.
enum FilesFixtures {
    static let projectsFolder = URL(fileURLWithPath: "/home/ada/Projects")
    static let missingFolder = URL(fileURLWithPath: "/home/ada/Archive")
    static let lockedFolder = URL(fileURLWithPath: "/root/private")

    static let sources = FileEntry(name: "Sources", kind: .folder, size: nil)
    static let tests = FileEntry(name: "Tests", kind: .folder, size: nil)
    static let latest = FileEntry(name: "latest", kind: .link, size: 11)
    static let notes = FileEntry(name: "notes.txt", kind: .file, size: 512)
    static let manifest = FileEntry(name: "Package.swift", kind: .file, size: 1_536)
    static let archive = FileEntry(name: "release.tar.gz", kind: .file, size: 5_347_738)

    /// Already in listing order: folders, then names ignoring case.
    static let projectEntries = [sources, tests, latest, notes, manifest, archive]

    /// Names that test wrapping: long, unbroken, CJK and emoji.
    static let longNameEntries = [
        FileEntry(name: "年度報告書_最終版", kind: .folder, size: nil),
        FileEntry(
            name: "a-very-long-file-name-without-any-spaces-in-it-at-all.log", kind: .file, size: 48_213),
        FileEntry(name: "Quarterly review notes for the whole team, final draft (2).md", kind: .file, size: 2_048),
        FileEntry(name: "写真 🏖️ 夏休み.jpeg", kind: .file, size: 3_407_872),
        FileEntry(name: "👩‍💻 scratch", kind: .link, size: 7),
    ]

    static let missing = FileListingError.missing(path: missingFolder.path)
    static let unauthorized = FileListingError.unauthorized(path: lockedFolder.path)

    /// Long enough that a `loading` scenario is still loading when recorded.
    static let slowListing: Duration = .seconds(30)
}
