import Convergence

/// One scenario as the interactive preview drives it: the frames shown so far, what produced each, and the live
/// scenario whose state is the last frame.
///
/// The frames start as the scenario's own (the first, then one per declared step). Activating a control on the
/// last frame goes on from there; activating one on an earlier frame replays the scenario up to that frame in a
/// fresh session and continues from it, dropping the frames that came after — the way a browser's history forks.
@MainActor
final class PreviewHistory {
    /// What produced a frame after the first.
    enum Action {
        case step(ScenarioStep)
        case activate(ScenarioControl)
        case setText(String, ScenarioControl)
    }

    let scenario: Scenario
    let clock: ScenarioClockMode
    /// Why the frames do not run in real time, for the user to read; nil when they do.
    let note: String?
    private(set) var frames: [ScenarioFrame]
    private var actions: [Action]
    /// The session behind the last frame, or nil once suspended (the next activation replays).
    private var live: LiveScenario?

    private init(scenario: Scenario, clock: ScenarioClockMode, note: String?, live: LiveScenario) async throws {
        self.scenario = scenario
        self.clock = clock
        self.note = note
        actions = scenario.steps.map(Action.step)
        frames = [live.frame]
        self.live = live
        do {
            for step in scenario.steps { frames.append(try await live.perform(step)) }
        } catch {
            live.end()
            throw error
        }
    }

    /// Starts `scenario` with its clock in real time and performs its declared steps.
    ///
    /// A scenario whose steps advance the clock, or whose work outlasts its settle timeout in real time (a mock
    /// that loads for 30 seconds), runs on the snapshot clock instead, with a note saying so; there, time moves
    /// only when asked (``advanceClock(by:onFrame:)``).
    static func load(_ scenario: Scenario) async throws -> PreviewHistory {
        if scenario.advancesClock {
            return try await PreviewHistory(
                scenario: scenario, clock: .standing,
                note: "snapshot clock: a step of this scenario advances time, which a real clock cannot",
                live: try await LiveScenario(scenario, clock: .standing))
        }
        do {
            return try await PreviewHistory(
                scenario: scenario, clock: .realTime, note: nil,
                live: try await LiveScenario(scenario, clock: .realTime))
        } catch let error as ScenarioError {
            guard case .unsettled(_, let busy, let timeout) = error.reason else { throw error }
            return try await PreviewHistory(
                scenario: scenario, clock: .standing,
                note: """
                    snapshot clock (time stands still): in real time, \(busy.joined(separator: ", ")) had not \
                    finished within \(timeout)
                    """,
                live: try await LiveScenario(scenario, clock: .standing))
        }
    }

    /// Activates a control of frame `index` and returns the index of the frame after it.
    func activate(_ control: ScenarioControl, onFrame index: Int) async throws -> Int {
        try await go(.activate(control), onFrame: index)
    }

    /// Replaces the text of a text field of frame `index` and returns the index of the frame after it.
    func setText(_ text: String, of field: ScenarioControl, onFrame index: Int) async throws -> Int {
        try await go(.setText(text, field), onFrame: index)
    }

    /// Moves the snapshot clock on by `duration` from frame `index`; on a real-time clock time passes by itself.
    func advanceClock(by duration: Duration, onFrame index: Int) async throws -> Int {
        try await go(.step(.advanceClock(by: duration)), onFrame: index)
    }

    /// Ends the live session (its work stops); the frames stay, and the next activation replays.
    func suspend() {
        live?.end()
        live = nil
    }

    private func go(_ action: Action, onFrame index: Int) async throws -> Int {
        if index == frames.count - 1, let live {
            do {
                frames.append(try await Self.perform(action, on: live))
            } catch {
                // It may have acted before it failed (work that did not settle): the live state is no longer the
                // last frame's, so the next action replays from scratch.
                suspend()
                throw error
            }
            actions.append(action)
            return frames.count - 1
        }
        let fresh = try await LiveScenario(scenario, clock: clock)
        do {
            var replayed = [fresh.frame]
            for earlier in actions.prefix(index) { replayed.append(try await Self.perform(earlier, on: fresh)) }
            replayed.append(try await Self.perform(action, on: fresh))
            live?.end()
            live = fresh
            frames = replayed
            actions = Array(actions.prefix(index)) + [action]
            return frames.count - 1
        } catch {
            fresh.end()
            throw error
        }
    }

    private static func perform(_ action: Action, on live: LiveScenario) async throws -> ScenarioFrame {
        switch action {
        case .step(let step): try await live.perform(step)
        case .activate(let control): try await live.activate(control)
        case .setText(let text, let field): try await live.setText(text, of: field)
        }
    }
}
