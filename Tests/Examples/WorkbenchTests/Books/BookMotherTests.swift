import Convergence
import Testing

@testable import Workbench

@Suite struct BookMotherTests {
    @Test func buildsTheSameBooksOnEveryCall() {
        #expect(BookMother.makeBooks() == BookMother.makeBooks())
        #expect(BookMother.makeBook() == BookMother.makeBook())
        #expect(BookMother.makeBooks(count: 10).map(\.id) == Array(1...10))
    }

    @Test func defaultsComposeWithOverrides() {
        let book = BookMother.makeBook(id: 9, year: 1852)
        #expect(
            book
                == Book(
                    id: 9, title: "Moby-Dick; or, The Whale", author: "Herman Melville", year: 1852, shelf: "Adventure")
        )
        let catalog = BookMother.makeCatalog(
            books: BookMother.makeBooks(count: 2), skippedRows: [BookMother.makeSkippedRow()])
        #expect(catalog.books.count == 2)
        #expect(catalog.skippedRows == [BookCatalog.SkippedRow(line: 26, reason: "the year is missing")])
    }

    @Test func aSecondRoundOfClassicsIsTitledAsAVolume() {
        let books = BookMother.makeBooks(count: 9)
        #expect(books[8].title == "Moby-Dick; or, The Whale, vol. 2")
        #expect(BookMother.makeBooks(count: 0).isEmpty)
    }

    @Test @MainActor func everyBooksScenarioIsDeterministic() async throws {
        let scenarios = WorkbenchCatalog.all.filter { $0.feature == "BooksView" }
        #expect(
            scenarios.count == 13 + 2 * WorkbenchCatalog.variantMatrix.count,
            "the previews in BooksView.swift, BooksScenarios' step scenarios, and two previews' variants")
        for scenario in scenarios {
            _ = try await scenario.deterministicFrames()
        }
    }

    /// The seeds' ADR gives mothers `UUID()` and `Date()` defaults; the determinism check would have caught it.
    @Test @MainActor func aMotherWithUUIDAndDateDefaultsIsCaughtAsNondeterministic() async {
        let scenario = Scenario("volatile", feature: "BooksView") {
            BooksView(state: BooksState(service: MockBookCatalogService(.success(VolatileBookMother.makeCatalog()))))
        }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.deterministicFrames() }
        guard case .nondeterministic(let id, _, _, let first, let second) = error?.reason else {
            Issue.record("expected nondeterministic, got \(String(describing: error))")
            return
        }
        #expect(id == "BooksView/volatile")
        #expect(first != second)
    }
}

/// What the seeds' ADR-016 writes: fresh ids and the current date as defaults. Never use it for a fixture.
private enum VolatileBookMother {
    static func makeBook(
        title: String = "Draft \(UUID().uuidString.prefix(8))",
        addedAt: Date = Date()
    ) -> Book {
        Book(
            id: Int(addedAt.timeIntervalSince1970), title: title, author: "Anonymous",
            year: Int(addedAt.timeIntervalSince1970 * 1_000_000) % 10_000, shelf: "Drafts")
    }

    static func makeCatalog() -> BookCatalog {
        BookCatalog(books: [makeBook()])
    }
}
