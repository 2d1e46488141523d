import Convergence

/// One run, typed, for every writer: the JSON and JUnit results, the Markdown report and the review page all read
/// this rather than re-mapping outcomes, so each pending `.new` render is read from disk and diffed once.
///
/// ```swift
/// let report = RunReport(run, catalog: catalog)
/// report.scenarios[0].files[0].outcome  // .changed
/// report.scenarios[0].files[0].diff?.addedLineCount  // 2
/// ```
struct RunReport: Sendable {
    /// One snapshot file of a scenario: what the check found, and the diff from the recorded text to the render.
    struct File: Sendable {
        /// The runner's result for the file (its path, format, frame, outcome and annotated diff).
        let result: ScenarioResult.FileResult
        let outcome: SnapshotOutcome.Kind
        /// What the snapshot held before the check: its old text for updated and changed files, empty for a missing
        /// one, nil for passed and recorded files.
        let old: String?
        /// The pending render left for review (`Items/loaded.txt.new`), for changed and missing files.
        let pending: String?
        /// The render as read back from disk (the rewritten snapshot, or the pending file), or nil when unreadable.
        let new: String?
        /// From ``old`` to ``new``, when both are known.
        let diff: TextDiff?

        var path: SnapshotPath { result.file.path }
        var format: RenderFormat { result.file.format }
        var step: Int? { result.file.step }
        var linesAdded: Int { diff?.addedLineCount ?? 0 }
        var linesRemoved: Int { diff?.removedLineCount ?? 0 }

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

    /// One selected scenario: its result, its declaration when the catalog still has it, and its files.
    struct Scenario: Sendable {
        let result: ScenarioResult
        let declaration: Convergence.Scenario?
        let files: [File]

        var id: String { result.scenarioID }
        var status: ScenarioResult.Status { result.status }
        /// The feature, `Scenarios` when it has none.
        var feature: String { declaration?.feature ?? "Scenarios" }
    }

    let run: CatalogRunResult
    /// One per selected scenario, in catalog order.
    let scenarios: [Scenario]

    init(_ run: CatalogRunResult, catalog: ScenarioCatalog) {
        self.run = run
        scenarios = run.scenarios.map { result in
            Scenario(
                result: result, declaration: catalog.scenario(id: result.scenarioID),
                files: result.files.map { File($0, store: run.store) })
        }
        filesByPath = Dictionary(
            scenarios.flatMap(\.files).map { ($0.path.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var store: SnapshotStore { run.store }

    /// The file of the run at a path, if the run checked it.
    func file(at path: String) -> File? {
        filesByPath[path]
    }

    private let filesByPath: [String: File]
}
