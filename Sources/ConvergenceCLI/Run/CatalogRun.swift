import Convergence
import Foundation

/// The runner over the catalog as the command line drives it: the one entry point `verify`, `record`, `report` and
/// `gallery` share, so they select, shard and count scenarios, and judge obsolete files, identically.
///
/// ```swift
/// // In a command's run(_:context:), with RunOptions.all among its spec's options:
/// let result = try await CatalogRun.run(context: context, arguments: arguments, mode: .never)
/// context.write(result.summary)
/// return result.exitCode
/// ```
///
/// It honours scenario ids given as arguments, `--feature F`, `--shard i/n` and `--snapshots DIR` (see
/// ``RunOptions``; give the command's spec `arguments: ["ID…"]` to accept ids). Obsolete files are always judged
/// against the whole catalog: a file is obsolete only when no scenario of the catalog writes it. A run narrowed by
/// `--feature` reports those in that feature's folder; a run of `--shard i/n` reports those its shard owns
/// (``Shard/owns(obsoleteFile:)``), so the shards of a catalog report each obsolete file exactly once. A run of
/// named ids judges none. Throws ``UsageError`` for bad options and ``CommandFailure`` when there is no snapshot
/// folder to use.
package enum CatalogRun {
    /// How a run shows itself while it goes.
    package enum Output: Sendable {
        /// Nothing until the caller prints the result (reports, scripts).
        case silent
        /// A progress line on a terminal or plain per-scenario lines, with failure messages (`verify`, `record`).
        case console
    }

    /// Runs the selected scenarios in `mode` and gathers what a summary, a report or a gallery needs.
    ///
    /// - Parameters:
    ///   - context: The catalog, the environment and the output.
    ///   - arguments: The command's parsed arguments: ids, `--feature`, `--shard`, `--snapshots`.
    ///   - mode: When snapshots are written: `.never` verifies, `.all` records.
    ///   - output: `.silent` (the default) or `.console` for progress and failure lines while the run goes.
    ///   - command: The command's name, for usage errors (default `verify`).
    /// - Returns: The run's model: every selected scenario's result, declaration and files, the obsolete and pending
    ///   files, and the store.
    /// - Throws: ``UsageError`` for bad options, ``CommandFailure`` when there is no snapshot folder to use.
    @MainActor
    package static func run(
        context: CommandContext, arguments: ParsedArguments, mode: RecordMode, output: Output = .silent,
        command: String = "verify"
    ) async throws -> CatalogRunResult {
        let selection = try ScenarioSelection(arguments, context: context, command: command)
        let store = try context.store(arguments)
        var runner = SnapshotRunner(store: store, mode: mode)
        runner.modeSource = .command(program: context.program)
        var progress = output == .console ? RunProgress(context: context, total: selection.scenarios.count) : nil
        // Results come in catalog order, so the output is stable.
        let (results, missingTranslations) = await MissingTranslations.collecting {
            await runner.run(selection.scenarios, in: context.catalog) { progress?.finished($0) }
        }
        progress?.clear()

        var problems: [String] = []
        var obsolete: [String]?
        var pending: [String] = []
        var obsoleteNotChecked: String?
        do {
            let expected = try context.catalog.snapshotFiles()
            if selection.ids.isEmpty {
                obsolete = try store.obsoleteFiles(expected: Set(expected)).filter { file in
                    selection.shard?.owns(obsoleteFile: file) ?? true
                }
                if let feature = selection.feature {
                    let folders = Set(context.catalog.all.filter { $0.feature == feature }.compactMap(scenarioFolder))
                    obsolete = obsolete?.filter { folders.contains(String($0.prefix { $0 != "/" })) }
                }
            }
            let selectedPending = Set(
                try selection.scenarios.flatMap { try $0.snapshotFiles() }.map {
                    SnapshotStore.pendingPath(for: $0.path.relativePath)
                })
            pending = try store.pendingFiles().filter(selectedPending.contains)
        } catch let error as SnapshotStoreError where error.concernsNames {
            obsoleteNotChecked = "not every scenario has a usable file name"
            problems += CatalogRunResult.unsaid(error, results: results)
        } catch let problem as CatalogProblem {
            obsoleteNotChecked = "two scenarios share an id"
            problems += CatalogRunResult.unsaid(problem.description, results: results)
        } catch {
            problems.append(String(describing: error))
        }
        var result = CatalogRunResult(
            results: results, declarations: selection.scenarios, obsolete: obsolete, pending: pending,
            problems: problems, narrowing: selection.narrowing, store: store, shard: selection.shard,
            program: context.program)
        result.obsoleteNotChecked = obsoleteNotChecked
        result.missingTranslations = missingTranslations.map {
            $0.table == "Localizable" ? "\($0.locale): \($0.key)" : "\($0.locale): \($0.table)/\($0.key)"
        }
        return result
    }

    /// The folder below the snapshot root that holds a scenario's files.
    private static func scenarioFolder(_ scenario: Scenario) -> String? {
        guard let path = try? scenario.snapshotFiles().first?.path.relativePath else { return nil }
        return String(path.prefix { $0 != "/" })
    }
}
