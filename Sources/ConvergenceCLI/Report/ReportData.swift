import Convergence
import Foundation

/// What a Markdown report says about a run, in a form that survives being written into the report and read back, so
/// that the reports of several shards merge into one (`scenarios report --merge`): the report's data block
/// (``ReportDataBlock``), made from a run's model (``CatalogRunResult``) or by merging such blocks, never otherwise.
///
/// Passing scenarios are only counted and only failing ones are listed, with the diff from each recorded file to the
/// new render, so the data of a catalog of thousands stays small next to the Markdown it travels in.
struct ReportData: Codable, Sendable, Equatable {
    /// One scenario: its status, and for failures the message or the files that differ.
    struct Entry: Codable, Sendable, Equatable {
        var id: String
        /// A `ScenarioResult.Status` raw value: passed, recorded, updated, changed, missing, unsettled, …
        var status: String
        /// Why it has no files (unsettled, nondeterministic, failed).
        var message: String?
        var files: [File] = []
        /// Where the scenario is declared (`Sources/Notes/NoteScenarios.swift:12`), relative to the package.
        var declaredAt: String?
        /// What changed for the user, from its accessibility outline (see `ChangeSummary`).
        var changeSummary: [String]?
    }

    /// A snapshot file that differs from the render (`changed`) or has none (`missing`).
    struct File: Codable, Sendable, Equatable {
        /// Relative to `__Snapshots__`, e.g. `Items/loaded.txt`.
        var path: String
        /// Where the new render waits for review, e.g. `Items/loaded.txt.new`.
        var pending: String
        /// What tells this file apart from its scenario's others (`txt`, `step1.html`, `w80.txt`), so that equal
        /// changes in different scenarios are recognised as equal.
        var kind: String
        /// `changed` or `missing`.
        var outcome: String
        /// The unified diff's hunks (from the first `@@` line), without the `---`/`+++` header.
        var hunks: String?
        /// Whether the hunks were left out to keep the report under its size cap.
        var omitted: Bool?
    }

    static let version = 1

    /// The shards this report covers (`["1/2", "2/2"]` after a merge), empty for a whole catalog.
    var shards: [String] = []
    /// How many scenarios ended with each status (passing ones included).
    var counts: [String: Int] = [:]
    /// The failing scenarios.
    var scenarios: [Entry] = []
    /// Snapshot files no scenario produces.
    var obsolete: [String] = []
    /// Problems with the run as a whole.
    var problems: [String] = []

    /// Whether the run failed: every entry is a failing scenario (a report lists no other), so any entry fails it, as
    /// do obsolete files and problems.
    var isFailure: Bool {
        !scenarios.isEmpty || !obsolete.isEmpty || !problems.isEmpty
    }

    func count(_ status: String) -> Int { counts[status] ?? 0 }

    var total: Int { counts.values.reduce(0, +) }
}

extension ReportData {
    /// The data of a run, rendered from its model: each failing file's diff is taken from the recorded file to the new
    /// render in its `.new`. A shard's run carries its share of the obsolete files, so merged shards list each once.
    init(_ run: CatalogRunResult) {
        shards = run.shard.map { [$0.description] } ?? []
        obsolete = run.obsolete ?? []
        problems = run.problems
        for scenario in run.scenarios { counts[scenario.status.rawValue, default: 0] += 1 }
        let root = run.store.packageRoot
        scenarios = run.failures.map { scenario in
            let result = scenario.result
            var entry = Entry(id: scenario.id, status: scenario.status.rawValue)
            if result.problem != nil { entry.message = result.failureMessage }
            entry.declaredAt = scenario.declaredAt(packageRoot: root)
            let summary = result.changeSummary
            if !summary.isEmpty { entry.changeSummary = summary }
            for file in scenario.files {
                guard file.outcome == .changed || file.outcome == .missing, let pending = file.pending else { continue }
                let path = file.path.relativePath
                var hunks: String?
                if let diff = file.diff {
                    hunks = Self.hunks(diff.unified(oldName: path, newName: pending))
                } else {
                    hunks = file.result.diff.map {
                        "(the new render \(pending) could not be read; the runner's diff:)\n" + $0
                    }
                }
                entry.files.append(
                    File(
                        path: path, pending: pending, kind: Self.kind(of: file.path), outcome: file.outcome.rawValue,
                        hunks: hunks))
            }
            return entry
        }
    }

    /// A unified diff without its two header lines.
    static func hunks(_ unified: String) -> String {
        var lines = unified.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count >= 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") { lines.removeFirst(2) }
        return lines.joined(separator: "\n")
    }

    static func kind(of path: SnapshotPath) -> String {
        var parts: [String] = []
        if let step = path.step { parts.append("step\(step)") }
        if let width = path.width { parts.append("w\(width)") }
        if path.style == .unicode { parts.append("unicode") }
        parts.append(path.fileExtension)
        return parts.joined(separator: ".")
    }

    /// Several reports as one: counts added up, failing scenarios by id (the first report naming an id wins),
    /// obsolete files and problems without repeats, shards listed in order. Shards partition the catalog and its
    /// obsolete files, so adding their counts counts every scenario once; a report given twice is counted once (a
    /// report of the whole catalog counts as shard 1/1). Shards missing from a split (2/3 without 3/3), or reports
    /// of different splits (a whole report with shards), are a problem of the merged report, so a comment never
    /// calls a catalog green that was only partly checked, or counts it twice.
    static func merged(_ reports: [ReportData]) -> ReportData {
        var merged = ReportData()
        var seen: Set<String> = []
        var covered: [String] = []
        for report in reports {
            let parts = report.shards.isEmpty ? ["1/1"] : report.shards
            if parts.allSatisfy(covered.contains) { continue }
            covered += parts.filter { !covered.contains($0) }
            merged.shards += report.shards.filter { !merged.shards.contains($0) }
            merged.counts.merge(report.counts, uniquingKeysWith: +)
            for entry in report.scenarios where seen.insert(entry.id).inserted {
                merged.scenarios.append(entry)
            }
            merged.obsolete += report.obsolete.filter { !merged.obsolete.contains($0) }
            merged.problems += report.problems.filter { !merged.problems.contains($0) }
        }
        merged.scenarios.sort { $0.id < $1.id }
        merged.obsolete.sort()
        merged.shards.sort { shardOrder($0).lexicographicallyPrecedes(shardOrder($1)) }
        if let problem = missingShards(covered.sorted { shardOrder($0).lexicographicallyPrecedes(shardOrder($1)) }) {
            merged.problems.append(problem)
        }
        return merged
    }

    /// What is wrong with a set of shards that should make up one whole catalog, or nil.
    static func missingShards(_ shards: [String]) -> String? {
        guard !shards.isEmpty else { return nil }
        let splits = Set(shards.map { shardOrder($0).first ?? 0 })
        guard splits.count == 1, let count = splits.first, count > 0 else {
            return "the merged reports come from different splits (\(shards.joined(separator: ", "))): "
                + "merge the shards of one run"
        }
        let present = Set(shards.map { shardOrder($0).last ?? 0 })
        let total = count - present.filter { (1...count).contains($0) }.count
        guard total > 0 else { return nil }
        let shown = (1...count).lazy.filter { !present.contains($0) }.prefix(10).map { "\($0)/\(count)" }
        let listed = shown.joined(separator: ", ") + (total > 10 ? " and \(total - 10) more" : "")
        return "shard\(total == 1 ? "" : "s") \(listed) missing from the merge: "
            + "their scenarios were not checked here (did their job fail before writing its report?)"
    }
}

/// `"2/10"` → `[10, 2]`, so shards sort by number rather than as text.
private func shardOrder(_ shard: String) -> [Int] {
    shard.split(separator: "/").reversed().map { Int($0) ?? 0 }
}
