import Convergence

/// The Ping feature's shared constructors, for previews, tests and production alike, and the scenarios that need
/// interaction steps; every other state is a `#Preview` in `PingView.swift`.
public enum PingScenarios: ScenarioProvider {
    /// Real round trips through 127.0.0.1, to an echo server the service opens for each run.
    @MainActor public static func live() -> PingState {
        PingState(service: LoopbackPingService())
    }

    @MainActor static func loaded() -> PingState {
        PingState(service: MockPingService(.success(PingFixtures.samples)))
    }

    @MainActor static func loading() -> PingState {
        PingState(service: MockPingService(.delayed(PingFixtures.samples, duration: PingFixtures.slowRun)))
    }

    @MainActor static func delayed() -> PingState {
        PingState(service: MockPingService(.delayed(PingFixtures.samples, duration: PingFixtures.slowRun)))
    }

    /// Fails on the first run only, so Retry recovers.
    @MainActor static func error() -> PingState {
        PingState(service: MockPingService(.failingOnce(PingFixtures.refused, then: PingFixtures.samples)))
    }

    @MainActor static func empty() -> PingState {
        PingState(service: MockPingService(.empty), count: 0)
    }

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in `__Snapshots__/PingView/`.
    public static var featureName: String { "PingView" }

    public static var scenarios: [Scenario] {
        [
            Scenario("delayed", steps: [.advanceClock(by: PingFixtures.slowRun)]) { PingView(state: delayed()) },
            Scenario("error", steps: [.tap("Retry")]) { PingView(state: error()) },
        ]
    }
}
