import Convergence

/// The SystemMonitor feature's shared constructors, for previews, tests and production alike, and the scenarios that
/// need interaction steps; every other state is a `#Preview` in `SystemMonitorView.swift`.
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

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in
    /// `__Snapshots__/SystemMonitorView/`.
    public static var featureName: String { "SystemMonitorView" }

    public static var scenarios: [Scenario] {
        [
            Scenario("delayed", steps: [.advanceClock(by: SystemMonitorFixtures.briefDelay)]) {
                SystemMonitorView(state: delayed())
            },
            Scenario("error-retry", steps: [.tap("Retry")]) { SystemMonitorView(state: errorThenLoaded()) },
        ]
    }
}
