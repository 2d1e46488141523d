import ConvergenceRendering
import ConvergenceTree

/// One settled screen of a scenario: the first (`step` nil) or the one after a step.
public struct ScenarioFrame: Sendable, Equatable {
    /// The step this frame follows, counted from 1; `nil` for the first frame.
    public let step: Int?
    /// What the step did, e.g. `tap "Retry"`.
    public let stepDescription: String?
    /// The settled render tree.
    package let node: Node
    /// Where the root view is laid out: the scenario's layout.
    package var layout: ScenarioLayout = .sizeThatFits

    /// The settled render tree, open to inspection: its text, accessibility identifiers and labels, and parts.
    public var tree: RenderTree { RenderTree(node) }

    /// The frame as text in a format, laid out as its scenario's ``Scenario/layout`` says.
    ///
    /// - Parameter format: The output: `.ascii(width:style:)`, `.html`, `.htmlDocument(title:)` or
    ///   `.accessibilityOutline`.
    /// - Returns: The frame's text in that format.
    public func render(_ format: RenderFormat) -> String {
        render(format, in: layout)
    }

    /// The frame as text laid out in `layout` rather than its scenario's: a terminal preview fits a screen to its
    /// window.
    package func render(_ format: RenderFormat, in layout: ScenarioLayout) -> String {
        NodeRenderer.render(node, as: format.laidOut(layout))
    }

    /// The frame's controls in reading order, disabled ones included: what ``LiveScenario/activate(_:)`` takes.
    public var controls: [ScenarioControl] {
        node.withRoomToRecurse { Control.all(in: node) }.enumerated().map { position, control in
            control.summary(at: position)
        }
    }
}

extension Scenario {
    /// The settled text of the scenario's first frame in a format: the one entry point every front end shares.
    ///
    /// Builds the view afresh, starts its `.task` work on a standing ``ScenarioClock``, waits for it to finish or
    /// sleep, and renders the result.
    ///
    /// ```swift
    /// let text = try await ItemScenarios.scenarios[0].render(.ascii(width: 40))
    /// ```
    ///
    /// - Parameters:
    ///   - format: The output: `.ascii(width:style:)` (width in columns), `.html`, `.htmlDocument(title:)` or
    ///     `.accessibilityOutline`.
    ///   - clock: `.standing` (the default: time stands still, as in snapshots) or `.realTime`.
    /// - Returns: The first frame's text; the scenario's steps are not performed.
    /// - Throws: What the scenario's preparation throws, or a ``ScenarioError`` when the first frame does not settle in
    ///   time or its view cannot be shown.
    @MainActor
    public func render(_ format: RenderFormat, clock: ScenarioClockMode = .standing) async throws -> String {
        let frames = try await self.frames(performingSteps: false, clock: clock)
        return frames[0].render(format)
    }

    /// Every frame: the first, then one after each step, each settled.
    ///
    /// Each render keeps what its code writes to `UserDefaults.standard` to itself: app code that saves straight
    /// into the standard store sees the same store at the start of every scenario.
    ///
    /// - Parameter clock: `.standing` (snapshots: time moves only by steps) or `.realTime` (live previews and
    ///   production screens: `ScenarioClock.sleep` really sleeps, and settling waits for real work).
    ///
    /// - Parameter performingSteps: Whether to perform the scenario's steps (the default); `false` gives the first
    ///   frame alone.
    /// - Returns: The first frame, then one frame after each step performed.
    /// - Throws: A ``ScenarioError`` when a frame does not settle in time, a step fails, or the view cannot be shown.
    @MainActor
    public func frames(performingSteps: Bool = true, clock: ScenarioClockMode = .standing) async throws
        -> [ScenarioFrame]
    {
        let live = try await LiveScenario(self, clock: clock)
        defer { live.end() }
        var frames = [live.frame]
        guard performingSteps else { return frames }
        for step in steps {
            frames.append(try await live.perform(step))
        }
        return frames
    }
}

/// How time passes while a scenario renders.
public enum ScenarioClockMode: Sendable, Hashable {
    /// Time stands still until a step advances it: snapshot runs.
    case standing
    /// Time passes as on the wall: live previews and production screens.
    case realTime
}
