import Convergence

/// The Books feature's shared constructors, for scenarios, tests and production alike.
public enum BooksScenarios: ScenarioProvider {
    /// The catalog bundled with the app, `Resources/books.csv`.
    @MainActor public static func live() -> BooksState {
        BooksState(service: BundledBookCatalogService())
    }

    @MainActor static func loaded() -> BooksState {
        BooksState(service: MockBookCatalogService(.success(BookFixtures.catalog)))
    }

    @MainActor static func empty() -> BooksState {
        BooksState(service: MockBookCatalogService(.empty))
    }

    @MainActor static func error() -> BooksState {
        BooksState(service: MockBookCatalogService(.failure(BookFixtures.missingFile)))
    }

    @MainActor static func partial() -> BooksState {
        BooksState(service: MockBookCatalogService(.success(BookFixtures.partialCatalog)))
    }

    @MainActor static func loading() -> BooksState {
        BooksState(service: MockBookCatalogService(.delayed(BookFixtures.catalog, duration: BookFixtures.slowRead)))
    }

    public static var scenarios: [Scenario] {
        [
            Scenario("loaded", widths: [40, 80]) { BooksView(state: loaded()) },
            Scenario("empty") { BooksView(state: empty()) },
            Scenario("error") { BooksView(state: error()) },
            Scenario("partial", widths: [40, 80]) { BooksView(state: partial()) },
            Scenario("loading") { BooksView(state: loading()) },
            Scenario("detail", steps: [.tap("Treasure Island")]) { BooksView(state: loaded()) },
            Scenario("lend", steps: [.tap("Treasure Island"), .tap("Lend"), .tap("Lend"), .back]) {
                BooksView(state: loaded())
            },
        ]
    }
}
