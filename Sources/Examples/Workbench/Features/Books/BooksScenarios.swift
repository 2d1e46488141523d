import Convergence

/// The Books feature's shared constructors, for previews, tests and production alike, and the scenarios that need
/// interaction steps; every other state is a `#Preview` in `BooksView.swift`.
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

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in `__Snapshots__/BooksView/`.
    public static var featureName: String { "BooksView" }

    public static var scenarios: [Scenario] {
        [
            Scenario("detail", steps: [.tap("Treasure Island")]) { BooksView(state: loaded()) },
            Scenario("lend", steps: [.tap("Treasure Island"), .tap("Lend"), .tap("Lend"), .back]) {
                BooksView(state: loaded())
            },
        ]
    }
}
