import Convergence

/// Ping runs for scenarios and tests: each case is a behaviour of the real service.
@MainActor
final class MockPingService: PingServicing {
    enum Scenario: Sendable {
        /// Returns the samples at once.
        case success([PingSample])
        /// Returns no samples: a run of 0 pings.
        case empty
        /// Throws every time.
        case failure(LoopbackPingError)
        /// Returns the samples after `duration` on the scenario clock.
        case delayed([PingSample], duration: Duration)
        /// Throws on the first run, then returns the samples: what Retry recovers from.
        case failingOnce(LoopbackPingError, then: [PingSample])
    }

    private let scenario: Scenario
    private var runs = 0

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    func ping(count: Int) async throws -> [PingSample] {
        runs += 1
        switch scenario {
        case .success(let samples):
            return samples
        case .empty:
            return []
        case .failure(let error):
            throw error
        case .delayed(let samples, let duration):
            try await ScenarioClock.sleep(for: duration)
            return samples
        case .failingOnce(let error, let samples):
            if runs == 1 { throw error }
            return samples
        }
    }
}
