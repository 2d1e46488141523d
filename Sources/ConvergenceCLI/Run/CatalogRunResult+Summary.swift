import Convergence
import Foundation

extension CatalogRunResult {
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

    /// A Jest-style end-of-run summary; counts of zero are left out. Its first two lines count as
    /// `SnapshotRunner`'s summary does (``RunResult``); pending `.new` files have a line of their own.
    ///
    /// ```text
    /// Scenarios: 1 crashed, 1 unsettled, 1 changed, 1 missing, 2 recorded, 40 passed, 46 total
    /// Snapshots: 1 changed, 2 missing, 6 written, 254 passed, 263 total
    /// Obsolete:  none
    /// Pending:   3 .new files; walk them with `scenarios review`
    /// ```
    package var summary: String {
        var lines = [
            "Scenarios: " + RunResult.scenarioCounts(scenarios.map(\.result)),
            "Snapshots: " + RunResult.snapshotCounts(scenarios.map(\.result)),
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
