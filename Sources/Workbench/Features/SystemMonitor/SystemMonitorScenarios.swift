import Convergence

/// The SystemMonitor feature's shared constructors, for scenarios, tests and production alike.
public enum SystemMonitorScenarios: ScenarioProvider {
    /// The real machine, read from `/proc`.
    @MainActor public static func live() -> SystemMonitorState {
        SystemMonitorState(service: ProcSystemMetricsService())
    }

    @MainActor static func loaded() -> SystemMonitorState {
        SystemMonitorState(service: MockSystemMetricsService(.success(SystemMonitorFixtures.metrics)))
    }

    @MainActor static func loading() -> SystemMonitorState {
        SystemMonitorState(
            service: MockSystemMetricsService(
                .delayed(SystemMonitorFixtures.metrics, duration: SystemMonitorFixtures.slowReading)))
    }

    @MainActor static func delayed() -> SystemMonitorState {
        SystemMonitorState(
            service: MockSystemMetricsService(
                .delayed(SystemMonitorFixtures.metrics, duration: SystemMonitorFixtures.briefDelay)))
    }

    @MainActor static func partial() -> SystemMonitorState {
        SystemMonitorState(service: MockSystemMetricsService(.success(SystemMonitorFixtures.metricsWithoutMemory)))
    }

    @MainActor static func error() -> SystemMonitorState {
        SystemMonitorState(service: MockSystemMetricsService(.failure(SystemMonitorFixtures.unreadableLoad)))
    }

    /// Fails on the first reading only, so Retry recovers.
    @MainActor static func errorThenLoaded() -> SystemMonitorState {
        SystemMonitorState(
            service: MockSystemMetricsService(
                .failingOnce(SystemMonitorFixtures.unreadableLoad, then: SystemMonitorFixtures.metrics)))
    }

    public static var scenarios: [Scenario] {
        [
            Scenario("loaded", widths: [40, 80]) { SystemMonitorView(state: loaded()) },
            Scenario("loading") { SystemMonitorView(state: loading()) },
            Scenario("delayed", steps: [.advanceClock(by: SystemMonitorFixtures.briefDelay)]) {
                SystemMonitorView(state: delayed())
            },
            Scenario("partial") { SystemMonitorView(state: partial()) },
            Scenario("error") { SystemMonitorView(state: error()) },
            Scenario("error-retry", steps: [.tap("Retry")]) { SystemMonitorView(state: errorThenLoaded()) },
        ].map { $0.recording(.accessibilityOutline) }
    }
}
