import Convergence

extension CatalogRunResult {
    /// One selected scenario: the runner's result, its declaration, and its files.
    package struct Scenario: Sendable {
        /// What the runner found: the status, each file's outcome, the failure message, the duration.
        package let result: ScenarioResult
        /// The scenario as declared in the catalog (its feature, name, steps and files).
        package let declaration: Convergence.Scenario?
        /// One per snapshot file the runner checked, in the runner's order.
        package let files: [File]

        package var id: String { result.scenarioID }
        package var status: ScenarioResult.Status { result.status }
        package var isFailure: Bool { result.isFailure }
        /// The feature, `Scenarios` when it has none.
        package var feature: String { declaration?.feature ?? "Scenarios" }
        /// The name within its feature: the declaration's, else the id's last part.
        package var name: String { declaration?.name ?? String(id.split(separator: "/").last ?? "") }
        /// How long its check took, in seconds rounded to milliseconds (plenty, and the numbers stay short);
        /// scenarios run concurrently, so these overlap.
        package var seconds: Double? {
            result.duration.map { duration in
                let (seconds, attoseconds) = duration.components
                return ((Double(seconds) + Double(attoseconds) / 1e18) * 1_000).rounded() / 1_000
            }
        }
        /// Where it is declared, relative to the package root when inside it: `Sources/Notes/NoteScenarios.swift:12`.
        package func declaredAt(packageRoot: String) -> String {
            result.source.path(relativeTo: packageRoot) + ":\(result.source.line)"
        }
    }

    /// One snapshot file of a scenario: what the check found, and the diff from the recorded text to the render.
    package struct File: Sendable {
        /// The runner's result for the file (its path, format, frame, outcome and annotated diff).
        package let result: ScenarioResult.FileResult
        package let outcome: SnapshotOutcome.Kind
        /// What the snapshot held before the check: its old text for updated and changed files, empty for a missing
        /// one, nil for passed and recorded files.
        package let old: String?
        /// The pending render left for review (`Items/loaded.txt.new`), for changed and missing files.
        package let pending: String?
        /// The render as read back from disk (the rewritten snapshot, or the pending file), or nil when unreadable.
        package let new: String?
        /// From ``old`` to ``new``, when both are known.
        package let diff: TextDiff?

        package var path: SnapshotPath { result.file.path }
        package var format: RenderFormat { result.file.format }
        package var step: Int? { result.file.step }
        package var linesAdded: Int { diff?.addedLineCount ?? 0 }
        package var linesRemoved: Int { diff?.removedLineCount ?? 0 }

        init(_ result: ScenarioResult.FileResult, store: SnapshotStore) {
            self.result = result
            outcome = result.outcome.kind
            switch result.outcome {
            case .passed, .recorded: (old, pending, new) = (nil, nil, nil)
            case .updated(let recorded):
                (old, pending, new) = (recorded, nil, try? store.read(result.file.path.relativePath))
            case .changed(let recorded, let pendingFile):
                (old, pending, new) = (recorded, pendingFile, try? store.read(pendingFile))
            case .missing(let pendingFile): (old, pending, new) = ("", pendingFile, try? store.read(pendingFile))
            }
            if let old, let new { diff = TextDiff(old: old, new: new) } else { diff = nil }
        }
    }
}
