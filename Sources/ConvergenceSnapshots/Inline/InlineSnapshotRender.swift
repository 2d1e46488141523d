import ConvergenceRendering
import ConvergenceScenarios

/// An inline snapshot's render, with the construction it came from, so that the determinism check before it is
/// written builds the scenario once more rather than twice.
package struct InlineRender: Sendable {
    /// The text the test's closure holds: each file rendered and redacted, each without its last line break. One file
    /// is its text alone; several (frames after steps, widths) each follow a line that names them.
    package let text: String
    private let scenario: Scenario
    private let frames: [ScenarioFrame]

    /// Builds the scenario a second time and throws ``ScenarioError`` (code `nondeterministic`) unless it renders
    /// the same frames as this render's construction.
    @MainActor
    package func confirmDeterministic() async throws {
        try await RenderIsolation.guarding(scenario) { _ = try await scenario.framesAgain(confirming: frames) }
    }

    /// `declared` rendered as an inline snapshot (the scope's redactions joining its own), without reading or
    /// writing a snapshot file.
    ///
    /// - Parameter declared: The scenario, already restricted to the formats to show.
    /// - Throws: ``ScenarioError`` when the scenario cannot be built or does not settle; ``RedactionError`` for a
    ///   redaction's bad pattern.
    @MainActor
    package init(of declared: Scenario) async throws {
        let scenario = Redaction.scoped.isEmpty ? declared : declared.redacting(Redaction.scoped)
        let (text, frames) = try await RenderIsolation.guarding(scenario) {
            let files = try scenario.snapshotFiles()
            let frames = try await scenario.frames()
            return (try Self.text(of: files, frames: frames, redactions: scenario.redactions), frames)
        }
        self.text = text
        self.scenario = scenario
        self.frames = frames
    }

    private static func text(of files: [ScenarioFile], frames: [ScenarioFrame], redactions: [Redaction]) throws
        -> String
    {
        // A literal cannot end with a line break without an empty line before its closing quotes: each render's
        // last line break is left out.
        let texts = try RenderedFiles.texts(of: files, frames: frames, redactions: redactions).map {
            $0.hasSuffix("\n") ? String($0.dropLast()) : $0
        }
        guard texts.count > 1 else { return texts.first ?? "" }
        let widths = Set(files.compactMap(\.format.width)).count
        return zip(files, texts).map { file, text in
            var title = file.step.map { "after step \($0)" } ?? "first frame"
            if widths > 1, let width = file.format.width { title += ", width \(width)" }
            if files.contains(where: { $0.format != file.format && $0.step == file.step }) {
                title += ", \(file.format.snapshotFormat.name)"
            }
            return "--- \(title) ---\n\(text)"
        }.joined(separator: "\n")
    }
}
