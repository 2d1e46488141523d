import Convergence

/// The catalog as each scenario needs it: what it returns, when, or how it fails.
final class MockBookCatalogService: BookCatalogServicing {
    enum Scenario: Sendable {
        /// Returns the catalog at once (with skipped rows, it is the partial state).
        case success(BookCatalog)
        /// A file with a header and no rows.
        case empty
        /// Fails with the error.
        case failure(any Error)
        /// Returns the catalog after the scenario clock has moved on by `duration`.
        case delayed(BookCatalog, duration: Duration = .seconds(1))
    }

    private let scenario: Scenario

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    func loadCatalog() async throws -> BookCatalog {
        switch scenario {
        case .success(let catalog):
            return catalog
        case .empty:
            return BookCatalog(books: [])
        case .failure(let error):
            throw error
        case .delayed(let catalog, let duration):
            try await ScenarioClock.sleep(for: duration)
            return catalog
        }
    }
}
