import Convergence
import Foundation

/// What a command-line run of the catalog found: the scenario results of the selection, the obsolete files when they
/// could be judged, the pending `.new` files left for review, and the store they are in. `verify` and `record` print
/// its ``summary``; `report` and `gallery` read their diffs and renders through ``store``.
///
/// The CLI keeps its own result (rather than the runner's `RunResult`) because a narrowed run reports only its share
/// of the obsolete files (a feature's folder, a shard's part), and a run of named ids none, which its summary must say
/// instead of printing "none".
package struct CatalogRunResult: Sendable {
    /// One result per selected scenario, in catalog order.
    package let scenarios: [ScenarioResult]
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

    /// A run's result from its parts; ``CatalogRun/run(context:arguments:mode:output:command:)`` makes it.
    ///
    /// - Parameters:
    ///   - scenarios: One result per selected scenario, in catalog order.
    ///   - obsolete: The obsolete files of this run's share, or `nil` when the run did not judge them.
    ///   - pending: Pending `.new` files of the selected scenarios.
    ///   - problems: Problems with the run as a whole.
    ///   - narrowing: What narrowed the run (`shard 2/4`), or `nil`.
    ///   - store: The snapshot folder the run checked.
    ///   - shard: The shard that ran, or `nil` (the default).
    ///   - program: The command line's name for suggested commands (default `scenarios`).
    package init(
        scenarios: [ScenarioResult], obsolete: [String]?, pending: [String], problems: [String], narrowing: String?,
        store: SnapshotStore, shard: Shard? = nil, program: String = "scenarios"
    ) {
        self.scenarios = scenarios
        self.obsolete = obsolete
        self.pending = pending
        self.problems = problems
        self.narrowing = narrowing
        self.store = store
        self.shard = shard
        self.program = program
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
    package var failures: [ScenarioResult] { scenarios.filter(\.isFailure) }

    /// How many scenarios ended with a status.
    ///
    /// How many selected scenarios ended with a status.
    /// - Parameter status: The status to count.
    /// - Returns: The number of scenarios with it.
    package func count(_ status: ScenarioResult.Status) -> Int { scenarios.filter { $0.status == status }.count }

    /// How many snapshot files had an outcome.
    ///
    /// How many snapshot files, over every scenario, had an outcome.
    /// - Parameter predicate: Whether an outcome counts.
    /// - Returns: The number of files whose outcome it accepts.
    package func fileCount(_ predicate: (SnapshotOutcome) -> Bool) -> Int {
        scenarios.flatMap(\.files).filter { predicate($0.outcome) }.count
    }

    /// Counts by name, in summary order: passed, written, updated, failed, pending, obsolete, unsettled,
    /// nondeterministic. Files for the first five (failed counts changed and missing files), scenarios for the
    /// last two, obsolete files for obsolete (nil when not judged). Report writers read these rather than the text.
    package var counts: [(name: String, count: Int?)] {
        [
            (SnapshotOutcome.Kind.passed.rawValue, fileCount { $0.kind == .passed }),
            ("written", fileCount { $0.kind == .recorded }),
            (SnapshotOutcome.Kind.updated.rawValue, fileCount { $0.kind == .updated }),
            ("failed", fileCount(\.isFailure)),
            ("pending", pending.count),
            ("obsolete", obsolete?.count),
            (ScenarioResult.Status.unsettled.rawValue, count(.unsettled)),
            (ScenarioResult.Status.nondeterministic.rawValue, count(.nondeterministic)),
        ]
    }

    /// A Jest-style end-of-run summary; counts of zero are left out.
    ///
    /// ```text
    /// Scenarios: 2 failed, 1 crashed, 1 unsettled, 40 passed, 44 total
    /// Snapshots: 254 passed, 6 written, 1 updated, 1 failed, 1 pending, 262 total
    /// Obsolete:  none
    /// ```
    package var summary: String {
        let namedApart: [ScenarioResult.Status] = [.unsettled, .nondeterministic, .crashed, .timedOut]
        let failedScenarios = scenarios.filter { $0.isFailure && !namedApart.contains($0.status) }.count
        let scenarioParts: [(String, Int)] = [
            ("failed", failedScenarios),
            (ScenarioResult.Status.crashed.rawValue, count(.crashed)),
            (ScenarioResult.Status.timedOut.rawValue, count(.timedOut)),
            (ScenarioResult.Status.unsettled.rawValue, count(.unsettled)),
            (ScenarioResult.Status.nondeterministic.rawValue, count(.nondeterministic)),
            (ScenarioResult.Status.passed.rawValue, scenarios.count { !$0.isFailure }),
        ]
        let fileParts = counts.prefix(5).map { ($0.name, $0.count ?? 0) }
        func line(_ parts: [(String, Int)], total: Int) -> String {
            (parts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" } + ["\(total) total"]).joined(separator: ", ")
        }
        var lines = [
            "Scenarios: " + line(scenarioParts, total: scenarios.count),
            "Snapshots: " + line(fileParts, total: scenarios.flatMap(\.files).count),
        ]
        switch obsolete {
        case nil:
            let reason =
                obsoleteNotChecked
                ?? "\(narrowing ?? "partial run"): only a run without scenario ids judges obsolete files"
            lines.append("Obsolete:  not checked (\(reason))")
        case let files? where files.isEmpty:
            lines.append("Obsolete:  none")
        case let files?:
            let shown = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? ", …" : "")
            lines.append("Obsolete:  \(files.count) (\(shown)); remove them with `\(program) prune`")
        }
        if !pending.isEmpty {
            let noun = pending.count == 1 ? "file" : "files"
            lines.append("Pending:   \(pending.count) .new \(noun); walk them with `\(program) review`")
        }
        if !missingTranslations.isEmpty {
            let locales = Dictionary(grouping: missingTranslations) { String($0.prefix { $0 != ":" }) }
            let parts = locales.keys.sorted().map { locale in
                let keys = locales[locale]!.map { String($0.dropFirst(locale.count + 2)) }
                let shown = keys.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
                return "\(locale): \(keys.count) (\(shown))"
            }
            lines.append("Missing translations: " + parts.joined(separator: "; "))
        }
        lines += problems.map { "Problem:   \($0)" }
        if let narrowing { lines.append("Ran:       \(narrowing)") }
        if !removedTemporaryFiles.isEmpty {
            let count = removedTemporaryFiles.count
            let shown = removedTemporaryFiles.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
            lines.append(
                "Cleaned:   \(count) temporary file\(count == 1 ? "" : "s") left by a run that was killed (\(shown))")
        }
        if let interruption {
            let name =
                interruption == SIGINT ? "SIGINT" : interruption == SIGTERM ? "SIGTERM" : "signal \(interruption)"
            let ran = selectedCount.map { "\(scenarios.count) of \($0)" } ?? "\(scenarios.count)"
            lines.append(
                "Interrupted: \(name) stopped the run after \(ran) scenarios; the files written are whole and no "
                    + "temporary file is left. Run the command again to finish.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CatalogRunResult {
    /// A naming error of the catalog as a problem of the run, unless the failures of the scenarios it concerns say it
    /// already (a whole run checks every scenario's names; a narrowed one may not have run the scenario at fault).
    static func unsaid(_ error: SnapshotStoreError, results: [ScenarioResult]) -> [String] {
        let failed = Set(results.filter(\.isFailure).map(\.scenarioID))
        if case .pathCollision(let first, _, let second, _) = error {
            return failed.contains(first) && failed.contains(second) ? [] : [error.description]
        }
        let said = results.contains { $0.failureMessage?.contains(error.description) == true }
        return said ? [] : [error.description]
    }
}
