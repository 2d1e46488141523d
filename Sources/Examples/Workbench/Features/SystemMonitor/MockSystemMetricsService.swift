import Convergence

/// Readings for scenarios and tests: each case is a behaviour of the real service.
@MainActor
final class MockSystemMetricsService: SystemMetricsServicing {
    enum Scenario: Sendable {
        /// Returns the reading at once.
        case success(SystemMetrics)
        /// Returns the reading after `duration` on the scenario clock.
        case delayed(SystemMetrics, duration: Duration)
        /// Throws every time.
        case failure(SystemMetricsError)
        /// Throws on the first reading, then returns `metrics`: what Retry recovers from.
        case failingOnce(SystemMetricsError, then: SystemMetrics)
    }

    private let scenario: Scenario
    private var readings = 0

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    func currentMetrics() async throws -> SystemMetrics {
        readings += 1
        switch scenario {
        case .success(let metrics):
            return metrics
        case .delayed(let metrics, let duration):
            try await ScenarioClock.sleep(for: duration)
            return metrics
        case .failure(let error):
            throw error
        case .failingOnce(let error, let metrics):
            if readings == 1 { throw error }
            return metrics
        }
    }
}
