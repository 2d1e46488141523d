import Convergence
import Foundation

/// The command line's one model of a run: every selected scenario with its declaration, its files' outcomes and their
/// diffs, the obsolete and pending files, and how the run was narrowed or stopped. ``CatalogRun`` builds it once;
/// every output is a rendering of it: the console summary (``summary``), the JSON results (``ResultsJSON``), JUnit
/// (``JUnitReport``), the Markdown report's data (``ReportData``) and the gallery page (``GalleryPage``).
///
/// ```swift
/// let run = try await CatalogRun.run(context: context, arguments: arguments, mode: .never)
/// run.scenarios[0].status  // .changed
/// run.scenarios[0].files[0].diff?.addedLineCount  // 2
/// ```
///
/// It keeps the runner's ``ScenarioResult`` per scenario rather than the runner's `RunResult` for the whole because a
/// narrowed run reports only its share of the obsolete files (a feature's folder, a shard's part), and a run of named
/// ids none, which its summary must say instead of printing "none".
package struct CatalogRunResult: Sendable {
    /// One per selected scenario that ran, in catalog order.
    package let scenarios: [Scenario]
    /// Files no scenario of the whole catalog produces, narrowed to this run's share (its feature's folder, its
    /// shard's part); nil when this run did not judge them (a run of named ids).
    package let obsolete: [String]?
    /// Pending `.new` files of the selected scenarios after the run: the `scenarios review` queue.
    package let pending: [String]
    /// Problems with the run as a whole (a file-name collision, an unreadable snapshot folder).
    package let problems: [String]
    /// What narrowed the run (`shard 2/4`), or nil for the whole catalog.
    package let narrowing: String?
    /// The snapshot folder the run checked, where the recorded files and pending renders are.
    package let store: SnapshotStore
    /// The shard that ran (`--shard i/n`), or nil.
    package let shard: Shard?
    /// The command line's name, for the commands the summary suggests (`scenarios review`).
    package let program: String
    /// Why a run of the whole catalog did not judge obsolete files (some scenario has no usable file name, which its
    /// own failure says), or nil.
    package var obsoleteNotChecked: String?
    /// Temporary files of writers that had ended (a killed run), removed before this run.
    package var removedTemporaryFiles: [String] = []
    /// The signal (SIGINT, SIGTERM) that stopped the run before every selected scenario ran, or nil.
    package var interruption: Int32?
    /// How many scenarios were selected, when an interruption left some of them unrun.
    package var selectedCount: Int?
    /// Keys the renders showed in the source language because their String Catalog or `.strings` file has no
    /// translation for the scenario's locale, as `locale: key` lines (sorted). A run still passes with them.
    package var missingTranslations: [String] = []

    /// A run's model from the runner's results; ``CatalogRun/run(context:arguments:mode:output:command:)`` makes it.
    /// Each changed, missing or updated file's render is read back from the store and diffed here, once.
    ///
    /// - Parameters:
    ///   - results: One result per scenario that ran, in the order of `declarations`.
    ///   - declarations: The selected scenarios, in catalog order (the runner's results are a prefix of them when a
    ///     signal stopped the run).
    ///   - obsolete: The obsolete files of this run's share, or `nil` when the run did not judge them.
    ///   - pending: Pending `.new` files of the selected scenarios.
    ///   - problems: Problems with the run as a whole.
    ///   - narrowing: What narrowed the run (`shard 2/4`), or `nil`.
    ///   - store: The snapshot folder the run checked.
    ///   - shard: The shard that ran, or `nil` (the default).
    ///   - program: The command line's name for suggested commands (default `scenarios`).
    package init(
        results: [ScenarioResult], declarations: [Convergence.Scenario], obsolete: [String]?, pending: [String],
        problems: [String], narrowing: String?, store: SnapshotStore, shard: Shard? = nil, program: String = "scenarios"
    ) {
        scenarios = results.enumerated().map { index, result in
            let declared = index < declarations.count ? declarations[index] : nil
            return Scenario(
                result: result, declaration: declared?.id == result.scenarioID ? declared : nil,
                files: result.files.map { File($0, store: store) })
        }
        self.obsolete = obsolete
        self.pending = pending
        self.problems = problems
        self.narrowing = narrowing
        self.store = store
        self.shard = shard
        self.program = program
        filesByPath = Dictionary(
            scenarios.flatMap(\.files).map { ($0.path.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the run fails: a failing scenario, an obsolete file, or a problem with the run.
    package var isFailure: Bool {
        scenarios.contains(where: \.isFailure) || !(obsolete ?? []).isEmpty || !problems.isEmpty
    }

    /// The exit code for the run: 0 pass, 1 failure, 128 + the signal's number when a signal stopped it (130 for
    /// SIGINT, 143 for SIGTERM), as shells report it.
    package var exitCode: Int32 {
        if let interruption { return 128 + interruption }
        return isFailure ? 1 : 0
    }

    /// The scenarios that failed, in catalog order.
    package var failures: [Scenario] { scenarios.filter(\.isFailure) }

    /// Every file of every scenario, in catalog order.
    package var files: [File] { scenarios.flatMap(\.files) }

    /// How many selected scenarios ended with a status.
    ///
    /// - Parameter status: The status to count.
    /// - Returns: The number of scenarios with it.
    package func count(_ status: ScenarioResult.Status) -> Int { scenarios.count { $0.status == status } }

    /// How many snapshot files, over every scenario, had an outcome.
    ///
    /// - Parameter predicate: Whether an outcome counts.
    /// - Returns: The number of files whose outcome it accepts.
    package func fileCount(_ predicate: (SnapshotOutcome) -> Bool) -> Int {
        files.count { predicate($0.result.outcome) }
    }

    /// The file of the run at a path relative to the snapshot folder, if the run checked it.
    package func file(at path: String) -> File? {
        filesByPath[path]
    }

    private let filesByPath: [String: File]
}

extension CatalogRunResult {
    /// A naming error of the catalog as a problem of the run, unless the failures of the scenarios it concerns say it
    /// already (a whole run checks every scenario's names; a narrowed one may not have run the scenario at fault).
    static func unsaid(_ error: SnapshotStoreError, results: [ScenarioResult]) -> [String] {
        let failed = Set(results.filter(\.isFailure).map(\.scenarioID))
        if case .pathCollision(let first, _, let second, _) = error.reason {
            return failed.contains(first) && failed.contains(second) ? [] : [error.description]
        }
        return unsaid(error.description, results: results)
    }

    /// A problem of the catalog as a problem of the run, unless a scenario's failure says it already.
    static func unsaid(_ problem: String, results: [ScenarioResult]) -> [String] {
        results.contains { $0.failureMessage?.contains(problem) == true } ? [] : [problem]
    }
}
