import Convergence
import Foundation
import Testing

@testable import Workbench

@Suite struct LocalFileListingServiceTests {
    @Test func listsFoldersFirstThenNamesIgnoringCase() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFile("zeta.txt", bytes: 3)
        try folder.makeFolder("beta")
        try folder.makeFile("B.bin", bytes: 2_048)
        try folder.makeFolder("Alpha")
        try folder.makeLink("link", to: "zeta.txt")
        try folder.makeFile("apple", bytes: 0)

        let entries = try await LocalFileListingService().listFolder(folder.url)

        #expect(entries.map(\.name) == ["Alpha", "beta", "apple", "B.bin", "link", "zeta.txt"])
    }

    @Test func reportsKindsAndSizesWithoutFollowingLinks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("docs")
        try folder.makeFile("data.bin", bytes: 1_536)
        try folder.makeLink("to-docs", to: "docs")

        let entries = try await LocalFileListingService().listFolder(folder.url)

        #expect(
            entries == [
                FileEntry(name: "docs", kind: .folder, size: nil),
                FileEntry(name: "data.bin", kind: .file, size: 1_536),
                FileEntry(name: "to-docs", kind: .link, size: 4),
            ])
        #expect(entries.map(\.sizeText) == ["—", "1.5\u{A0}KB", "4\u{A0}B"])
    }

    @Test func leavesOutHiddenFilesUnlessAsked() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFile(".profile", bytes: 10)
        try folder.makeFile("visible", bytes: 10)

        #expect(try await LocalFileListingService().listFolder(folder.url).map(\.name) == ["visible"])
        #expect(
            try await LocalFileListingService(includesHiddenFiles: true).listFolder(folder.url).map(\.name)
                == [".profile", "visible"])
    }

    @Test func emptyFolderListsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        #expect(try await LocalFileListingService().listFolder(folder.url).isEmpty)
    }

    @Test func missingFolderThrowsMissing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gone = folder.url.appendingPathComponent("gone")

        await #expect(throws: FileListingError.missing(path: gone.path)) {
            try await LocalFileListingService().listFolder(gone)
        }
    }

    @Test func fileInPlaceOfAFolderThrowsNotAFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFile("plain.txt", bytes: 1)
        let file = folder.url.appendingPathComponent("plain.txt")

        await #expect(throws: FileListingError.notAFolder(path: file.path)) {
            try await LocalFileListingService().listFolder(file)
        }
    }

    // Root reads any folder whatever its mode, so this runs only for other users; the mapping tests cover root.
    @Test(.enabled(if: getuid() != 0, "root may read a folder with mode 000"))
    func unreadableFolderThrowsUnauthorized() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.url.path)

        await #expect(throws: FileListingError.unauthorized(path: folder.url.path)) {
            try await LocalFileListingService().listFolder(folder.url)
        }
    }

    @Test func listsTheRealHomeFolder() async throws {
        let home = FileManager.default.homeDirectoryForCurrentUser
        let entries = try await LocalFileListingService(includesHiddenFiles: true).listFolder(home)
        #expect(entries == entries.sortedForListing())
    }
}
