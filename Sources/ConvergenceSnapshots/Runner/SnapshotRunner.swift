import ConvergenceRendering
import ConvergenceScenarios
import ConvergenceTree
import Foundation

/// Verifies or records scenarios against their snapshot files: the one engine behind `swift test`, the CLI and
/// the reports.
///
/// Each scenario is built and settled twice from scratch (the determinism check) on the main actor; its frames
/// are then rendered, compared and written off the main actor, in parallel.
///
/// ```swift
/// let runner = try SnapshotRunner()                  // __Snapshots__ beside this file's Package.swift
/// let result = await runner.run(AppCatalog.catalog)
/// print(result.summary)
/// ```
public struct SnapshotRunner: Sendable {
    public let store: SnapshotStore
    public let mode: RecordMode
    /// How many scenarios are in flight at once in a catalog run (at least one, whatever is set).
    public var concurrency: Int

    public init(store: SnapshotStore, mode: RecordMode) {
        self.store = store
        self.mode = mode
        concurrency = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    }

    /// A runner for the package holding `filePath`, in the record mode the environment asks for.
    public init(
        packageContaining filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.init(
            store: try SnapshotStore(packageContaining: filePath),
            mode: try RecordMode.resolve(environment: environment))
    }

    /// Verifies (or records, by mode) every file of one scenario.
    @MainActor
    public func run(_ scenario: Scenario, in catalog: ScenarioCatalog? = nil) async -> ScenarioResult {
        let displayRoot = SnapshotStore.folderName
        func result(_ problem: ScenarioResult.Problem) -> ScenarioResult {
            ScenarioResult(
                scenarioID: scenario.id, source: scenario.source, files: [], problem: problem, displayRoot: displayRoot)
        }
        if let problem = catalog?.problems(for: scenario).first { return result(.failed(problem.description)) }
        if let catalog, let collision = CatalogFiles.collision(in: catalog, involving: scenario.id) {
            return result(.failed(collision))
        }
        let files: [ScenarioFile]
        do {
            files = try scenario.snapshotFiles()
        } catch {
            return result(.failed(String(describing: error)))
        }
        let frames: [ScenarioFrame]
        do {
            frames = try await scenario.deterministicFrames()
        } catch let error as ScenarioError {
            switch error {
            case .unsettled: return result(.unsettled(error))
            case .nondeterministic: return result(.nondeterministic(error))
            default: return result(.failed(error.description))
            }
        } catch {
            return result(.failed(String(describing: error)))
        }
        let nodes = Dictionary(uniqueKeysWithValues: frames.map { ($0.step ?? 0, $0.node) })
        let store = self.store
        let mode = self.mode
        let checked: [Result<ScenarioResult.FileResult, any Error>] = await withTaskGroup(
            of: (Int, Result<ScenarioResult.FileResult, any Error>).self
        ) { group in
            for (index, file) in files.enumerated() {
                let node = nodes[file.step ?? 0] ?? .empty
                group.addTask {
                    (
                        index,
                        Result { try Self.check(file, node: node, store: store, mode: mode, displayRoot: displayRoot) }
                    )
                }
            }
            var ordered = [Result<ScenarioResult.FileResult, any Error>?](repeating: nil, count: files.count)
            for await (index, outcome) in group { ordered[index] = outcome }
            return ordered.compactMap { $0 }
        }
        var fileResults: [ScenarioResult.FileResult] = []
        for outcome in checked {
            switch outcome {
            case .success(let fileResult): fileResults.append(fileResult)
            case .failure(let error): return result(.failed(String(describing: error)))
            }
        }
        return ScenarioResult(
            scenarioID: scenario.id, source: scenario.source, files: fileResults, problem: nil, displayRoot: displayRoot
        )
    }

    /// The longest diff a failure message prints whole; longer ones are cut between hunks, with a count and the
    /// command that shows everything.
    static let messageDiffLines = 1_000

    /// Renders one file, checks it against the store by mode, and diffs it when it differs.
    private static func check(
        _ file: ScenarioFile, node: Node, store: SnapshotStore, mode: RecordMode, displayRoot: String
    ) throws -> ScenarioResult.FileResult {
        let rendered = NodeRenderer.render(node, as: file.format)
        let outcome = try store.check(rendered, at: file.path.relativePath, mode: mode)
        let path = displayRoot + "/" + file.path.relativePath
        switch outcome {
        case .changed(let old, let pending):
            let pendingPath = displayRoot + "/" + pending
            var diff = TextDiff(old: old, new: rendered).annotated(
                oldName: path, newName: pendingPath, maxLines: messageDiffLines)
            if diff.contains("not shown") {
                diff += "\nThe whole diff: diff -u \(path) \(pendingPath)"
            }
            return .init(file: file, outcome: outcome, diff: diff)
        case .updated(let old):
            return .init(
                file: file, outcome: outcome,
                diff: TextDiff(old: old, new: rendered).annotated(
                    oldName: path, newName: path, maxLines: messageDiffLines))
        default:
            return .init(file: file, outcome: outcome, diff: nil)
        }
    }

    /// Runs a whole catalog and looks for obsolete files: the structured result a summary, a report or a CLI reads.
    @MainActor
    public func run(_ catalog: ScenarioCatalog) async -> RunResult {
        let results = await run(catalog.all, in: catalog)
        var obsolete: [String] = []
        var problems: [String] = []
        do {
            obsolete = try store.obsoleteFiles(expected: Set(catalog.snapshotFiles()))
        } catch {
            problems.append(String(describing: error))
        }
        return RunResult(scenarios: results, obsolete: obsolete, problems: problems)
    }

    /// Runs some scenarios of a catalog, ``concurrency`` at a time, and returns their results in the order given.
    ///
    /// Scenarios resolve on the main actor, interleaving at their awaits; rendering and I/O spread over the cores.
    /// `onResult` sees each result in that same order as soon as it and those before it are done (progress lines).
    @MainActor
    public func run(
        _ scenarios: [Scenario], in catalog: ScenarioCatalog, onResult: (ScenarioResult) -> Void = { _ in }
    ) async -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        results.reserveCapacity(scenarios.count)
        let width = max(1, concurrency)
        var start = 0
        // A cancelled run (SIGINT in the CLI) starts no more scenarios; those in flight finish and write whole files.
        while start < scenarios.count, !Task.isCancelled {
            let batch = scenarios[start..<min(scenarios.count, start + width)]
            let tasks = batch.map { scenario in Task { @MainActor in await run(scenario, in: catalog) } }
            for task in tasks {
                let result = await task.value
                results.append(result)
                onResult(result)
            }
            start += batch.count
        }
        return results
    }
}
