import Convergence
import Testing

@testable import Workbench

@Suite struct BooksStateTests {
    @Test @MainActor func loadedGroupsTheFixtureCatalogIntoSortedShelves() async {
        let state = BooksScenarios.loaded()
        await state.load()
        guard case .loaded(let shelves) = state.viewState else {
            Issue.record("expected loaded, got \(state.viewState)")
            return
        }
        #expect(shelves.map(\.name) == ["Adventure", "Gothic", "Poetry", "Romance", "Satire", "Science fiction"])
        #expect(shelves[0].books.map(\.title) == ["Moby-Dick; or, The Whale", "Treasure Island"])
        #expect(shelves[1].books.map(\.title) == ["Dracula", "Frankenstein; or, The Modern Prometheus"])
        #expect(shelves.flatMap(\.books).count == BookFixtures.books.count)
    }

    @Test @MainActor func emptyCatalogShowsTheEmptyState() async {
        let state = BooksScenarios.empty()
        await state.load()
        #expect(state.viewState == .empty)
    }

    @Test @MainActor func failureShowsTheErrorsDescription() async {
        let state = BooksScenarios.error()
        await state.load()
        #expect(state.viewState == .error("The book list books.csv is missing."))
    }

    @Test @MainActor func skippedRowsMakeThePartialState() async {
        let state = BooksScenarios.partial()
        await state.load()
        #expect(
            state.viewState
                == .partial(BookShelf.grouping(BookFixtures.partialCatalog.books), skipped: BookFixtures.skippedRows))
    }

    @Test @MainActor func loadsOnlyOnceWhenTheScreenAppearsAgain() async {
        let state = BooksScenarios.loaded()
        await state.loadIfNeeded()
        let first = state.viewState
        await state.loadIfNeeded()
        #expect(state.viewState == first)
    }

    @Test @MainActor func loadingPreviewShowsProgressUntilTheClockMoves() async throws {
        let scenario = try #require(WorkbenchCatalog.catalog.scenario(id: "BooksView/loading"))
        let text = try await scenario.render(.ascii(width: 40))
        #expect(text.contains("Loading books…"))
    }

    @Test func shelvesAndTitlesSortIgnoringCaseWithIdsBreakingTies() {
        let books = [
            BookMother.makeBook(id: 3, title: "beta", shelf: "poetry"),
            BookMother.makeBook(id: 2, title: "Alpha", shelf: "Poetry"),
            BookMother.makeBook(id: 5, title: "Alpha", shelf: "Adventure"),
            BookMother.makeBook(id: 4, title: "Alpha", shelf: "Adventure"),
        ]
        let shelves = BookShelf.grouping(books)
        #expect(shelves.map(\.name) == ["Adventure", "Poetry", "poetry"])
        #expect(shelves[0].books.map(\.id) == [4, 5])
    }
}
