/// Why a scenario could not be rendered, written for the person fixing it.
public enum ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Work was still running after the settle timeout: not finished, and not sleeping on the scenario clock.
    case unsettled(scenario: String, busy: [String], timeout: Duration)
    /// A step named no control, or one that cannot do what the step asks.
    case stepFailed(scenario: String, step: String, reason: String)
    /// The view kept starting new `.task` work as it re-rendered.
    case neverStopsStartingTasks(scenario: String)
    /// A view's body could not run: it reads an `@Environment` object nobody placed above it.
    case viewCannotBeShown(scenario: String, reasons: [String])
    /// Two fresh renders of the scenario differ.
    case nondeterministic(scenario: String, frame: String, line: Int, first: String, second: String)
    /// A preview could not be built: its `makePreview()` threw, or a `PreviewModifier`'s shared context failed.
    case previewFailed(scenario: String, reason: String)
    /// The scenario's code stopped an earlier run of this program (a trap, a stack overflow, `exit`): it is reported
    /// from that run's crash record, without being rendered again. `kind` says how (`trap`, `stack overflow`,
    /// `exit 1`…); `message` is the runtime's last words (`Fatal error: …`).
    case crashed(scenario: String, kind: String, message: String)
    /// The scenario's code held the main thread past the bound (`CONVERGENCE_RENDER_TIMEOUT`) in an earlier run of
    /// this program, which was started again without it.
    case timedOut(scenario: String, message: String)

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
        case .nondeterministic(let scenario, let frame, let line, let first, let second):
            """
            Scenario \(scenario) is nondeterministic: two fresh renders differ (\(frame), line \(line)).
              first render:  \(first)
              second render: \(second)
            A snapshot must be a pure function of the scenario. Likely causes: UUID() or Date() in fixtures (use fixed \
            ids and dates), random numbers, iterating a Set or Dictionary (sort first), the current locale, time zone \
            or terminal size, or state shared between renders (a static var or singleton the scenario mutates).
            """
        case .viewCannotBeShown(let scenario, let reasons):
            "Scenario \(scenario) cannot be rendered: " + reasons.joined(separator: "\n")
        case .previewFailed(let scenario, let reason):
            "Preview \(scenario) could not be built: \(reason)"
        case .crashed(let scenario, let kind, let message):
            """
            Scenario \(scenario) stopped the program (\(kind)): \(message)
            Convergence started the program again without it, so every other scenario still ran; it was not \
            rendered again. \(Self.smell(ofCrash: kind))
            """
        case .timedOut(let scenario, let message):
            """
            Scenario \(scenario) did not finish: \(message).
            Convergence started the program again without it, so every other scenario still ran. A body, initializer or action that never returns (a loop waiting for a \
            condition only the app sets, synchronous networking) hangs the screen on a device too; the bound is \
            CONVERGENCE_RENDER_TIMEOUT (seconds).
            """
        case .neverStopsStartingTasks(let scenario):
            "Scenario \(scenario) keeps starting new .task work each time it re-renders; its views never reach a steady state."
        }
    }

    /// Whether this is ``timedOut(scenario:message:)``.
    package var isTimeout: Bool {
        if case .timedOut = self { true } else { false }
    }

    /// One line on what a crash of this kind usually means in a preview.
    private static func smell(ofCrash kind: String) -> String {
        if kind.hasPrefix("exit") {
            return "A preview must not end the program: code that exits when the app's configuration, a file or a "
                + "service is missing expects to run inside the app; give the view its data as a value instead."
        }
        if kind == "stack overflow" {
            return "Unbounded recursion: a function, property or view that reaches itself again with nothing to stop "
                + "it (often a computed property that reads itself)."
        }
        return "A preview that traps usually needs something only the running app has (app state, a file from the "
            + "app's bundle, a singleton set up at launch): give it that as a value (a mock or a fixture) instead."
    }
}
