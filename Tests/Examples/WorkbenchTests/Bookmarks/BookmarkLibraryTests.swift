import Convergence
import SwiftData
import Testing

@testable import Workbench

@Suite struct BookmarkLibraryTests {
    @MainActor private func foldersByName(in context: ModelContext) throws -> [String: [String]] {
        let folders = try context.fetch(FetchDescriptor<BookmarkFolder>())
        return Dictionary(uniqueKeysWithValues: folders.map { ($0.name, $0.bookmarksByTitle.map(\.title)) })
    }

    @Test @MainActor func loadedFilesTheFixturesInTheirFolders() throws {
        let context = BookmarksScenarios.loaded().mainContext

        #expect(
            try foldersByName(in: context) == [
                "Docs": ["Swift Evolution", "The Swift Programming Language"],
                "Reading": ["Swift Forums"],
                "Tools": ["Compiler Explorer", "Swift Package Index"],
            ])
        #expect(try context.fetchCount(FetchDescriptor<Bookmark>()) == 5)
    }

    @Test @MainActor func addingFilesTheAddressInOneInboxTitledByItsHost() throws {
        let context = BookmarksScenarios.empty().mainContext
        let library = BookmarkLibrary(context: context)

        let first = try library.add(address: "  \(BookmarkFixtures.typedAddress)\n")
        try library.add(address: "forums.swift.org/latest")

        #expect(first?.title == "swift.org")
        #expect(first?.address == BookmarkFixtures.typedAddress)
        #expect(try foldersByName(in: context) == ["Inbox": ["forums.swift.org", "swift.org"]])
    }

    @Test @MainActor func aBlankAddressAddsNothing() throws {
        let context = BookmarksScenarios.empty().mainContext

        #expect(try BookmarkLibrary(context: context).add(address: " \t") == nil)
        #expect(try context.fetchCount(FetchDescriptor<BookmarkFolder>()) == 0)
    }

    @Test @MainActor func deletingABookmarkTakesItOutOfItsFolder() throws {
        let context = BookmarksScenarios.loaded().mainContext
        let reading = try #require(try context.fetch(FetchDescriptor<BookmarkFolder>()).first { $0.name == "Reading" })

        BookmarkLibrary(context: context).delete(reading.bookmarks)

        #expect(reading.bookmarks.isEmpty)
        #expect(try context.fetchCount(FetchDescriptor<Bookmark>()) == 4)
        #expect(try foldersByName(in: context)["Reading"] == [])
    }

    @Test func titlesAreTheAddresssHost() {
        let titles = [
            "https://www.swift.org/blog/": "swift.org",
            "http://example.com?q=1": "example.com",
            "docs.swift.org/swift-book": "docs.swift.org",
            "WWW.Example.org#top": "Example.org",
            "https://": "https://",
        ]
        for (address, title) in titles {
            #expect(BookmarkLibrary.title(forAddress: address) == title, "\(address)")
        }
    }
}
