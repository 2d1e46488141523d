import Convergence

/// Listings for scenarios and tests: each case is a behaviour of the real service.
final class MockFileListingService: FileListingServicing, Sendable {
    enum Scenario: Sendable {
        /// Returns the entries at once.
        case success([FileEntry])
        /// Returns no entries.
        case empty
        /// Throws every time.
        case failure(FileListingError)
        /// Returns the entries after `duration` on the scenario clock.
        case delayed([FileEntry], duration: Duration)
    }

    private let scenario: Scenario

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    func listFolder(_ folder: URL) async throws -> [FileEntry] {
        switch scenario {
        case .success(let entries):
            return entries
        case .empty:
            return []
        case .failure(let error):
            throw error
        case .delayed(let entries, let duration):
            try await ScenarioClock.sleep(for: duration)
            return entries
        }
    }
}
