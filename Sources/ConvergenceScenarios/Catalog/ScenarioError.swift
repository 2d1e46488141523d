/// Why a scenario could not be rendered, written for the person fixing it.
///
/// Match on ``code``, a stable name per kind (``Code-swift.struct/unsettled``, ``Code-swift.struct/nondeterministic``,
/// ``Code-swift.struct/crashed``…): kinds can be added without breaking a `switch` in your code, as they would in a
/// public enum.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, with its details: the package matches on it; users match on ``code``.
    package let reason: Reason

    package init(_ reason: Reason) { self.reason = reason }

    /// A stable name for the kind of error, to compare with.
    ///
    /// ```swift
    /// catch let error as ScenarioError where error.code == .unsettled { … }
    /// ```
    public var code: Code { reason.code }

    public var description: String { reason.description }

    /// Whether the scenario held the main thread past the bound in an earlier run (``Code-swift.struct/timedOut``).
    package var isTimeout: Bool { reason.isTimeout }
}

extension ScenarioError {
    /// The kinds of scenario error, as the package tells them apart.
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
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

        package var description: String {
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

        var isTimeout: Bool {
            if case .timedOut = self { true } else { false }
        }

        /// One line on what a crash of this kind usually means in a preview.
        private static func smell(ofCrash kind: String) -> String {
            if kind.hasPrefix("exit") {
                return "A preview must not end the program: code that exits when the app's configuration, a file or a "
                    + "service is missing expects to run inside the app; give the view its data as a value instead."
            }
            if kind == "stack overflow" {
                return
                    "Unbounded recursion: a function, property or view that reaches itself again with nothing to stop "
                    + "it (often a computed property that reads itself)."
            }
            return "A preview that traps usually needs something only the running app has (app state, a file from the "
                + "app's bundle, a singleton set up at launch): give it that as a value (a mock or a fixture) instead."
        }
    }
}

extension ScenarioError {
    /// The stable name of a kind of scenario error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        public static let unsettled = Code(rawValue: "unsettled")
        public static let stepFailed = Code(rawValue: "stepFailed")
        public static let neverStopsStartingTasks = Code(rawValue: "neverStopsStartingTasks")
        public static let viewCannotBeShown = Code(rawValue: "viewCannotBeShown")
        public static let nondeterministic = Code(rawValue: "nondeterministic")
        public static let previewFailed = Code(rawValue: "previewFailed")
        public static let crashed = Code(rawValue: "crashed")
        public static let timedOut = Code(rawValue: "timedOut")
    }
}

extension ScenarioError.Reason {
    /// The reason's stable name.
    var code: ScenarioError.Code {
        switch self {
        case .unsettled: .unsettled
        case .stepFailed: .stepFailed
        case .neverStopsStartingTasks: .neverStopsStartingTasks
        case .viewCannotBeShown: .viewCannotBeShown
        case .nondeterministic: .nondeterministic
        case .previewFailed: .previewFailed
        case .crashed: .crashed
        case .timedOut: .timedOut
        }
    }
}

/// The errors the package throws, made as the cases of the enum they were.
extension ScenarioError {
    package static func unsettled(scenario: String, busy: [String], timeout: Duration) -> ScenarioError {
        ScenarioError(.unsettled(scenario: scenario, busy: busy, timeout: timeout))
    }

    package static func stepFailed(scenario: String, step: String, reason: String) -> ScenarioError {
        ScenarioError(.stepFailed(scenario: scenario, step: step, reason: reason))
    }

    package static func neverStopsStartingTasks(scenario: String) -> ScenarioError {
        ScenarioError(.neverStopsStartingTasks(scenario: scenario))
    }

    package static func viewCannotBeShown(scenario: String, reasons: [String]) -> ScenarioError {
        ScenarioError(.viewCannotBeShown(scenario: scenario, reasons: reasons))
    }

    package static func nondeterministic(scenario: String, frame: String, line: Int, first: String, second: String)
        -> ScenarioError
    {
        ScenarioError(.nondeterministic(scenario: scenario, frame: frame, line: line, first: first, second: second))
    }

    package static func previewFailed(scenario: String, reason: String) -> ScenarioError {
        ScenarioError(.previewFailed(scenario: scenario, reason: reason))
    }

    package static func crashed(scenario: String, kind: String, message: String) -> ScenarioError {
        ScenarioError(.crashed(scenario: scenario, kind: kind, message: message))
    }

    package static func timedOut(scenario: String, message: String) -> ScenarioError {
        ScenarioError(.timedOut(scenario: scenario, message: message))
    }
}
