import ConvergenceRendering
import ConvergenceRuntime
import ConvergenceTree

extension Scenario {
    /// Every frame, from two fresh constructions that must agree: a snapshot is a pure function of its scenario.
    ///
    /// Throws ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/nondeterministic``) naming the first line that
    /// differs, which is what `UUID()` or `Date()` in a fixture produce.
    ///
    /// - Returns: The frames of the first construction: the first frame, then one after each step.
    @MainActor
    public func deterministicFrames() async throws -> [ScenarioFrame] {
        let first = try await frames()
        try await confirmDeterministic(first)
        return first
    }

    /// Builds the scenario a second time and throws
    /// ``ScenarioError`` (code ``ScenarioError/Code-swift.struct/nondeterministic``) unless every frame equals `frames`.
    ///
    /// The runner calls it only when a render is about to be written or reported as changed: a render equal to
    /// its recorded file has already been reproduced by an earlier run.
    ///
    /// - Parameter frames: Frames from an earlier construction of this scenario, such as those of
    ///   ``frames(performingSteps:clock:)``.
    @MainActor
    public func confirmDeterministic(_ frames: [ScenarioFrame]) async throws {
        _ = try await framesAgain(confirming: frames)
    }

    /// ``confirmDeterministic(_:)``, returning the second construction's frames so that the caller decides where
    /// they are freed (a catalog run frees them off the main actor).
    @MainActor
    package func framesAgain(confirming frames: [ScenarioFrame]) async throws -> [ScenarioFrame] {
        let again = try await self.frames()
        for (one, other) in zip(frames, again) where !Node.sameTree(one.node, other.node) {
            // With redactions, trees that differ only in what is redacted render the same files: not a difference.
            if let difference = try difference(one, other) { throw difference }
        }
        return again
    }

    /// The first line two frames' renders differ on, redactions applied; nil when they render the same and the
    /// scenario has redactions (without any, trees that differ in what no format shows are reported as trees).
    @MainActor private func difference(_ one: ScenarioFrame, _ other: ScenarioFrame) throws -> ScenarioError? {
        var frameName = one.step.map { "frame after step \($0), \(one.stepDescription ?? "")" } ?? "first frame"
        if let keys = StandardDefaultsSandbox.keysLeftBehind[id] {
            frameName +=
                "; UserDefaults.standard keys it leaves set that could not be put back: "
                + keys.joined(separator: ", ")
        }
        for format in [RenderFormat.ascii(width: defaultWidth, style: style), .html] {
            let lines = try redactions.apply(to: one.render(format), format: format)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let otherLines = try redactions.apply(to: other.render(format), format: format)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for index in 0..<max(lines.count, otherLines.count) {
                let left = index < lines.count ? String(lines[index]) : "(no line)"
                let right = index < otherLines.count ? String(otherLines[index]) : "(no line)"
                if left != right {
                    return .nondeterministic(
                        scenario: id, frame: "\(frameName), \(format)", line: index + 1, first: left, second: right)
                }
            }
        }
        guard redactions.isEmpty else { return nil }
        // The trees differ in something no format shows (an action or effect's position, say): report the trees.
        return .nondeterministic(
            scenario: id, frame: frameName, line: 1, first: String(describing: one.node),
            second: String(describing: other.node))
    }
}
