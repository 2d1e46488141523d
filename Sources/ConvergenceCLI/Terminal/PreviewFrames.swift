import Convergence

/// The frames a live preview shows: rendered with the clock in real time, so a `loading` mock shows what it loads
/// once its delay has passed, as the screen would in the app.
struct PreviewFrames {
    let frames: [ScenarioFrame]
    /// Why some frames were not rendered in real time, for the user to read; nil when all were.
    private let note: String?
    /// The first frame the note is about.
    private let noteFrom: Int

    private init(frames: [ScenarioFrame], noteFrom: Int = 0, note: String? = nil) {
        self.frames = frames
        self.noteFrom = noteFrom
        self.note = note
    }

    /// The note for frame `index`, if it was not rendered in real time.
    func note(forFrame index: Int) -> String? { index >= noteFrom ? note : nil }

    /// Renders every frame of `scenario` in real time.
    ///
    /// A step that advances the clock cannot run on a real clock (time cannot be pushed forward), so such a
    /// scenario's first frame is still real-time and the frames after its steps come from the snapshot clock. Work
    /// that outlasts the scenario's settle timeout in real time (a mock that loads for 30 seconds) would fail the
    /// preview; it shows the snapshot clock's frames instead, with a note saying so.
    @MainActor
    static func load(_ scenario: Scenario) async throws -> PreviewFrames {
        do {
            guard scenario.advancesClock else {
                return PreviewFrames(frames: try await scenario.frames(clock: .realTime))
            }
            let first = try await scenario.frames(performingSteps: false, clock: .realTime)
            let stepped = try await scenario.frames(clock: .standing)
            return PreviewFrames(
                frames: first + stepped.dropFirst(), noteFrom: 1,
                note: "frames after the first use the snapshot clock: a step advances time, which a real clock cannot")
        } catch let error as ScenarioError {
            guard case .unsettled(_, let busy, let timeout) = error.reason else { throw error }
            return PreviewFrames(
                frames: try await scenario.frames(clock: .standing), noteFrom: 0,
                note: """
                    shown with the snapshot clock (time standing still): in real time, \
                    \(busy.joined(separator: ", ")) had not finished within \(timeout)
                    """)
        }
    }

    /// How a frame is described to the user: `frame 1/2 after tap "Retry"`.
    static func label(_ frame: ScenarioFrame, index: Int, count: Int) -> String {
        let position = "frame \(index)/\(count - 1)"
        guard let step = frame.stepDescription else { return position + " (first)" }
        return position + " after " + step
    }
}

extension Scenario {
    /// Whether a step moves the clock: such steps cannot run on a real clock, whose time cannot be pushed forward.
    var advancesClock: Bool {
        steps.contains { step in
            if case .advanceClock = step.action { return true }
            return false
        }
    }
}
