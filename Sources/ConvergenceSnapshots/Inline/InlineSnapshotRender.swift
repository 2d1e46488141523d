import ConvergenceRendering
import ConvergenceScenarios

extension SnapshotRunner {
    /// What an inline snapshot of `declared` holds: each of its files rendered and redacted (the scope's redactions
    /// joining its own), without reading or writing a snapshot file, each without its last line break. One file is
    /// its text alone; several (frames after steps, widths) each follow a line that names them.
    ///
    /// - Parameters:
    ///   - declared: The scenario, already restricted to the formats to show.
    ///   - confirming: Whether a second construction must render the same, as before any snapshot is written.
    /// - Throws: ``ScenarioError`` when the scenario cannot be built, does not settle, or renders differently twice
    ///   (`confirming`); ``RedactionError`` for a redaction's bad pattern.
    @MainActor
    package static func inlineText(of declared: Scenario, confirming: Bool) async throws -> String {
        let scenario = Redaction.scoped.isEmpty ? declared : declared.redacting(Redaction.scoped)
        return try await RenderIsolation.guarding(scenario) {
            let files = try scenario.snapshotFiles()
            let frames = try await scenario.frames()
            if confirming { _ = try await scenario.framesAgain(confirming: frames) }
            // A literal cannot end with a line break without an empty line before its closing quotes: each render's
            // last line break is left out.
            let texts = try RenderedFiles.texts(of: files, frames: frames, redactions: scenario.redactions).map {
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
}
