import Foundation
import Testing

@testable import Workbench

@Suite struct BundledBookCatalogServiceTests {
    @Test func readsTheBundledCatalogWithItsTwoFaultyRows() async throws {
        let catalog = try await BundledBookCatalogService().loadCatalog()
        #expect(catalog.books.count == 24)
        #expect(Set(catalog.books.map(\.id)) == Set(1...24))
        #expect(catalog.skippedRows == BookFixtures.skippedRows)
    }

    @Test func readsQuotedCommasAndDoubledQuotesFromTheBundledFile() async throws {
        let books = try await BundledBookCatalogService().loadCatalog().books
        #expect(books.first { $0.id == 1 } == BookMother.makeBook())
        #expect(books.first { $0.id == 4 }?.title == #""Hope" is the thing with feathers"#)
        #expect(books.first { $0.id == 10 }?.author == "Charlotte Brontë")
    }

    @Test func findsTheBundledFileThroughTheModuleBundle() throws {
        let url = try #require(Bundle.module.url(forResource: "books", withExtension: "csv", subdirectory: "Resources"))
        #expect(url.lastPathComponent == "books.csv")
        #expect(FileManager.default.isReadableFile(atPath: url.path))
    }

    @Test func throwsWhenTheFileIsMissing() async throws {
        try await withTemporaryFolder { folder in
            let service = BundledBookCatalogService(fileURL: folder.appendingPathComponent("books.csv"))
            await #expect(throws: BookCatalogError.fileMissing(file: "books.csv")) { try await service.loadCatalog() }
        }
    }

    @Test func throwsWhenThePathIsAFolder() async throws {
        try await withTemporaryFolder { folder in
            let service = BundledBookCatalogService(fileURL: folder)
            await #expect(throws: BookCatalogError.unreadable(file: folder.lastPathComponent, reason: "it is a folder"))
            {
                try await service.loadCatalog()
            }
        }
    }

    @Test func throwsWhenTheFileIsNotUTF8() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("latin1.csv")
            try Data([0x69, 0x64, 0x2C, 0xE9, 0xFF, 0x0A]).write(to: file)
            await #expect(throws: BookCatalogError.notText(file: "latin1.csv")) {
                try await BundledBookCatalogService(fileURL: file).loadCatalog()
            }
        }
    }

    @Test func readsAnyFileInTheSameFormatWithCRLFLineEndings() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("shelf.csv")
            try Data("id,title,author,year,shelf\r\n6,Dracula,Bram Stoker,1897,Gothic\r\n".utf8).write(to: file)
            let catalog = try await BundledBookCatalogService(fileURL: file).loadCatalog()
            #expect(
                catalog
                    == BookCatalog(books: [
                        BookMother.makeBook(id: 6, title: "Dracula", author: "Bram Stoker", year: 1897, shelf: "Gothic")
                    ]))
        }
    }

    @Test @MainActor func liveStateShowsTheBundledCatalogAsPartial() async {
        let state = BooksScenarios.live()
        await state.load()
        guard case .partial(let shelves, let skipped) = state.viewState else {
            Issue.record("expected partial, got \(state.viewState)")
            return
        }
        #expect(
            shelves.map(\.name) == ["Adventure", "Gothic", "Mystery", "Poetry", "Romance", "Satire", "Science fiction"])
        #expect(shelves.flatMap(\.books).count == 24)
        #expect(skipped.count == 2)
    }

    private func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "BooksTests-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }
}
