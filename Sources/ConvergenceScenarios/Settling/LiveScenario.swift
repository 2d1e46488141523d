import ConvergenceTree

/// A scenario kept running after its first frame, for previews that interact with it as a user would.
///
/// ``Scenario/frames(performingSteps:clock:)`` renders the declared steps and ends the scenario; a live scenario
/// keeps its state, its clock and the work it started, takes any step or control activation, and settles after
/// each, so a preview can tap a button the scenario never declares. Call ``end()`` when done with it: it cancels
/// the work still running.
///
/// ```swift
/// let live = try await LiveScenario(scenario, clock: .realTime)
/// defer { live.end() }
/// if let retry = live.controls.first(where: { $0.matches("Retry") }) {
///     print(try await live.activate(retry).render(.ascii(width: 40)))
/// }
/// ```
@MainActor
public final class LiveScenario {
    public let scenario: Scenario
    public let clock: ScenarioClockMode
    /// The settled screen as it is now.
    public private(set) var frame: ScenarioFrame
    private let session: ScenarioSession
    private var interactions = 0
    private var hasEnded = false

    /// Builds the scenario's view, starts its `.task` work and waits for the first frame to settle.
    ///
    /// - Parameters:
    ///   - scenario: The scenario to run; its `steps` are not performed (call ``perform(_:)`` for them).
    ///   - clock: `.standing` (the default: time moves only through `advanceClock` steps) or `.realTime`, where
    ///     ``ScenarioClock`` sleeps really sleep.
    /// - Throws: What the scenario's preparation throws, or a ``ScenarioError`` when the first frame does not settle
    ///   within the scenario's `settleTimeout` or its view cannot be shown.
    public init(_ scenario: Scenario, clock: ScenarioClockMode = .standing) async throws {
        self.scenario = scenario
        self.clock = clock
        let session = try await RenderIsolation.guarding(scenario) {
            try await scenario.prepare?()
            let session = ScenarioSession(scenario, standingClock: clock == .standing)
            do {
                try await session.start()
            } catch {
                session.end()
                throw error
            }
            return session
        }
        self.session = session
        frame = ScenarioFrame(step: nil, stepDescription: nil, node: session.node, layout: scenario.layout)
    }

    /// The screen's controls in reading order, disabled ones included.
    public var controls: [ScenarioControl] { frame.controls }

    /// Performs a step and returns the settled frame after it.
    ///
    /// A step that fails leaves ``frame`` as it was — but one that fails while settling (unsettled work) has
    /// already acted, so the scenario may have moved on from ``frame``: start a new `LiveScenario` for a known
    /// state. On a ``ScenarioClockMode/realTime`` clock, `advanceClock` fails: time passes by itself there.
    ///
    /// - Parameter step: The interaction to perform, such as `.tap("Retry")`.
    /// - Returns: The settled frame after the step, also kept in ``frame``.
    /// - Throws: ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/stepFailed``) when no control matches, the step cannot apply or
    ///   the scenario has ended; ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/unsettled``) when the work it starts does not
    ///   settle in time.
    @discardableResult
    public func perform(_ step: ScenarioStep) async throws -> ScenarioFrame {
        try checkRunning(step.description)
        try await RenderIsolation.guarding(scenario) { try await session.perform(step) }
        return advance(step.description)
    }

    /// Taps a button, flips a toggle or picks a picker's next option, and returns the settled frame after it.
    ///
    /// The control must come from this screen's ``controls``; if the screen changed so that its position holds
    /// another control, nothing is pressed and the error lists the controls there are. Text fields take
    /// ``setText(_:of:)`` instead.
    ///
    /// - Parameter control: A control from this screen's ``controls``.
    /// - Returns: The settled frame after the activation, also kept in ``frame``.
    /// - Throws: ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/stepFailed``) when the control is no longer at its position, is
    ///   disabled, cannot be activated, or the scenario has ended; ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/unsettled``)
    ///   when the work it starts does not settle in time.
    @discardableResult
    public func activate(_ control: ScenarioControl) async throws -> ScenarioFrame {
        try checkRunning("activate \(control)")
        return advance(try await RenderIsolation.guarding(scenario) { try await session.activate(control) })
    }

    /// Replaces a text field's text (as typing would, in one edit) and returns the settled frame after it.
    ///
    /// The field must come from this screen's ``controls``, found by position as ``activate(_:)`` finds controls.
    ///
    /// - Parameters:
    ///   - text: The field's new text, replacing all it held.
    ///   - field: A text field from this screen's ``controls``.
    /// - Returns: The settled frame after the edit, also kept in ``frame``.
    /// - Throws: ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/stepFailed``) when the control at the field's position is no
    ///   longer that text field or the scenario has ended; ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/unsettled``) when the
    ///   edit's work does not settle in time.
    @discardableResult
    public func setText(_ text: String, of field: ScenarioControl) async throws -> ScenarioFrame {
        try checkRunning("set the text of \(field)")
        return advance(try await RenderIsolation.guarding(scenario) { try await session.setText(text, of: field) })
    }

    /// Cancels the work the scenario started; sleepers on its clock wake with `CancellationError`. After it, every
    /// interaction fails. Call it when done: work on a real-time clock otherwise runs on.
    public func end() {
        hasEnded = true
        session.end()
    }

    private func checkRunning(_ attempt: String) throws {
        guard !hasEnded else {
            throw ScenarioError.stepFailed(
                scenario: scenario.id, step: attempt, reason: "the live scenario has ended; start a new one")
        }
    }

    private func advance(_ description: String) -> ScenarioFrame {
        interactions += 1
        frame = ScenarioFrame(
            step: interactions, stepDescription: description, node: session.node, layout: scenario.layout)
        return frame
    }
}
