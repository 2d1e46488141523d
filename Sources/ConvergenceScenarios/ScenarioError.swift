/// Why a scenario could not be rendered, written for the person fixing it.
public enum ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Work was still running after the settle timeout: not finished, and not sleeping on the scenario clock.
    case unsettled(scenario: String, busy: [String], timeout: Duration)
    /// A step named no control, or one that cannot do what the step asks.
    case stepFailed(scenario: String, step: String, reason: String)
    /// The view kept starting new `.task` work as it re-rendered.
    case neverStopsStartingTasks(scenario: String)

    public var description: String {
        switch self {
        case .unsettled(let scenario, let busy, let timeout):
            """
            Scenario \(scenario) did not settle within \(timeout): \(busy.joined(separator: ", ")) \
            \(busy.count == 1 ? "is" : "are") still running — not finished, and not sleeping on ScenarioClock.
            Snapshot runs never wait on real time: something is awaiting Task.sleep, real I/O (network, files, \
            a live service) or a loop that does not end. Make mocks sleep with `try await ScenarioClock.sleep(for:)` \
            (it stands still in snapshots, so `loading` scenarios show loading at once) and give the scenario a \
            mock service instead of a live one.
            """
        case .stepFailed(let scenario, let step, let reason):
            "Scenario \(scenario) could not \(step): \(reason)"
        case .neverStopsStartingTasks(let scenario):
            "Scenario \(scenario) keeps starting new .task work each time it re-renders; its views never reach a steady state."
        }
    }
}
