import Convergence
import ConvergenceRendering
import Foundation

/// The Markdown a pull-request comment shows for a run: counts, then each change as a collapsed unified diff.
///
/// A change that several scenarios share (a restyled button seen by every screen) is one section listing their ids,
/// so a reviewer reads it once. The comment stays under a size cap (GitHub refuses comments over 65,536
/// characters): diffs are kept in report order while they fit, the others are left out, and a note names them and
/// where to find them. The report ends with its data (``ReportDataBlock``) so shard reports merge; the diffs left
/// out are left out of the data too, so the cap holds for the whole comment.
struct MarkdownReport {
    /// The largest report, in UTF-8 bytes (never fewer than characters), data block included.
    static let defaultCap = 60_000

    var data: ReportData
    var cap = defaultCap
    /// How the reader runs the command line: `swift run scenarios`, or the name the package gave it.
    var command = "swift run scenarios"

    /// Scenarios whose failing files have equal diffs, shown as one section.
    struct Group {
        var entries: [ReportData.Entry]
        var first: ReportData.Entry { entries[0] }
        var isMissing: Bool { first.files.allSatisfy { $0.outcome == SnapshotOutcome.Kind.missing.rawValue } }
    }

    /// Changed and missing scenarios, grouped by their diffs, in report order.
    var groups: [Group] {
        var groups: [Group] = []
        var indexByKey: [[String]: Int] = [:]
        for entry in data.scenarios where !entry.files.isEmpty {
            let key =
                entry.files.flatMap { [$0.kind, $0.outcome, $0.hunks ?? "", $0.omitted == true ? "?" : ""] }
                + (entry.changeSummary ?? [])
            if let index = indexByKey[key], entry.files.allSatisfy({ $0.omitted != true }) {
                groups[index].entries.append(entry)
            } else {
                indexByKey[key] = groups.count
                groups.append(Group(entries: [entry]))
            }
        }
        return groups
    }

    /// The whole report: the largest one under the cap, keeping diffs in order and leaving out those that do not fit.
    var markdown: String {
        let groups = self.groups
        var included = Array(repeating: false, count: groups.count)
        for index in groups.indices where groups[index].first.files.contains(where: { $0.hunks != nil }) {
            included[index] = true
            if document(groups, included: included).utf8.count > cap { included[index] = false }
        }
        return document(groups, included: included)
    }

    /// The report with the diffs of `included` groups shown and carried in the data, the others noted as left out.
    func document(_ groups: [Group], included: [Bool]) -> String {
        var out = header
        let shown = groups.indices.filter { included[$0] }
        let leftOut = groups.indices.filter { !included[$0] }
        let changed = shown.filter { !groups[$0].isMissing }
        let missing = shown.filter { groups[$0].isMissing }
        if !changed.isEmpty {
            out += "\n### Changed\n\n"
            out += changed.map { section(groups[$0]) }.joined()
        }
        // Scenarios with no snapshot yet are named even when their renders do not fit (a new catalog's first run).
        let missingLeftOut = leftOut.filter { groups[$0].isMissing }.flatMap { groups[$0].entries.map(\.id) }
        if !missing.isEmpty || !missingLeftOut.isEmpty {
            out += "\n### Not recorded yet\n\nNo snapshot file exists; the diff shows the whole new render.\n\n"
            out += missing.map { section(groups[$0]) }.joined()
            if !missingLeftOut.isEmpty {
                out += "Not shown here: \(escape(Self.list(missingLeftOut, limit: 40)))\n"
            }
        }
        out += problemsSection
        if !leftOut.isEmpty {
            let ids = leftOut.flatMap { groups[$0].entries.map(\.id) }
            out += "\n> [!NOTE]\n> \(leftOut.count) diff\(leftOut.count == 1 ? "" : "s") left out to keep this comment "
            out += "under \(cap) characters: \(escape(Self.list(ids, limit: 40))). "
            out += "Run `\(command) report --markdown` or open the gallery artifact to see them.\n"
        }
        if data.isFailure, !groups.isEmpty {
            out += "\nAccept intended changes with `\(command) review --accept-all` "
            out += "(or `SNAPSHOTS_RECORD=failed swift test`), then commit the snapshot files.\n"
        }
        var carried = data
        let leftOutIDs = Set(leftOut.flatMap { groups[$0].entries.map(\.id) })
        for index in carried.scenarios.indices where leftOutIDs.contains(carried.scenarios[index].id) {
            for file in carried.scenarios[index].files.indices {
                carried.scenarios[index].files[file].hunks = nil
                carried.scenarios[index].files[file].omitted = true
            }
        }
        return out + "\n" + ReportDataBlock.encode(carried)
    }

    /// The title line and the counts table.
    var header: String {
        let failing = data.scenarios.count
        let total = data.total
        var title = "## Snapshots: "
        let allPass = total == 1 ? "the 1 scenario passes" : "all \(total) scenarios pass"
        if !data.isFailure {
            title += allPass + " ✅"
        } else if failing == 0 {
            let files = data.obsolete.count
            var parts: [String] = []
            if files > 0 { parts.append("\(files) obsolete file\(files == 1 ? "" : "s") to remove") }
            if !data.problems.isEmpty { parts.append("problems with the run") }
            title += parts.joined(separator: " and ") + ", " + allPass + " ❌"
        } else {
            title +=
                "\(failing) of \(total) scenario\(total == 1 ? "" : "s") need\(failing == 1 ? "s" : "") attention ❌"
        }
        let columns =
            [ScenarioResult.Status.passed, .changed, .missing, .recorded, .unsettled, .nondeterministic].map(\.rawValue)
            + [ScenarioResult.Status.updated, .failed, .crashed, .timedOut].map(\.rawValue).filter {
                data.count($0) > 0
            }
        let counts = columns.map { String(data.count($0)) } + [String(data.obsolete.count)]
        var out = title + "\n\n"
        if !data.shards.isEmpty {
            out += "Shards: \(data.shards.joined(separator: ", ")).\n\n"
        }
        out += "| " + (columns + ["obsolete"]).joined(separator: " | ") + " |\n"
        out += "|" + String(repeating: "---:|", count: columns.count + 1) + "\n"
        out += "| " + counts.joined(separator: " | ") + " |\n"
        return out
    }

    /// One collapsible section: the ids, then a `diff` fence with each file's hunks.
    func section(_ group: Group) -> String {
        let files = group.first.files.count
        let fileCount = "\(files) file\(files == 1 ? "" : "s")"
        let summary: String
        if group.entries.count == 1 {
            summary = "\(group.first.id) (\(fileCount))"
        } else {
            summary =
                group.entries.map(\.id).joined(separator: ", ")
                + " — the same change in \(group.entries.count) scenarios (\(fileCount) each)"
        }
        var diff = ""
        for file in group.first.files {
            let old = file.outcome == SnapshotOutcome.Kind.missing.rawValue ? "/dev/null" : file.path
            diff += "--- \(old)\n+++ \(file.pending)\n" + (file.hunks ?? "")
            if !diff.hasSuffix("\n") { diff += "\n" }
        }
        return "<details><summary>\(escape(summary))</summary>\n\n" + aboveTheFence(group)
            + Self.fenced(diff, language: "diff") + "\n</details>\n\n"
    }

    /// Where the scenarios are declared, and what changed for the user (from the accessibility outline), as
    /// Markdown with all their text escaped.
    func aboveTheFence(_ group: Group) -> String {
        var out = ""
        let declared = group.entries.compactMap { entry in entry.declaredAt.map { (entry.id, $0) } }
        if declared.count == 1 {
            out += "Declared at \(inline(declared[0].1)).\n\n"
        } else if !declared.isEmpty {
            let shown = declared.prefix(10).map { "\(escape($0.0)) (\(inline($0.1)))" }
            out += "Declared at: " + shown.joined(separator: ", ") + (declared.count > 10 ? ", …" : "") + ".\n\n"
        }
        if let summary = group.first.changeSummary, !summary.isEmpty {
            out += "What changed for the user:\n\n"
            out += summary.map { "- " + inline($0) + "\n" }.joined() + "\n"
        }
        return out
    }

    /// Text for running Markdown with quotes kept readable (``MarkdownEscaping/readable(_:)``).
    private func inline(_ text: String) -> String {
        MarkdownEscaping.readable(text)
    }

    /// Scenarios that failed without a diff, problems with the run, and obsolete files.
    var problemsSection: String {
        var out = ""
        let failures = data.scenarios.filter(\.files.isEmpty)
        if !failures.isEmpty {
            out += "\n### Failed without a diff\n\n"
            for entry in failures.prefix(Self.listedFailures) {
                out += "- **\(escape(entry.id))** — \(entry.status)\n\n"
                out += Self.fenced(Self.truncated(entry.message ?? "", limit: 2_000), language: "text", indent: "  ")
                out += "\n"
            }
            if failures.count > Self.listedFailures {
                let rest = failures.dropFirst(Self.listedFailures).map(\.id)
                out += "… and \(rest.count) more: \(escape(Self.list(rest, limit: 40)))\n"
            }
        }
        if !data.problems.isEmpty {
            out += "\n### Problems with the run\n\n"
            out += Self.fenced(data.problems.map { Self.truncated($0, limit: 2_000) }.joined(separator: "\n"))
        }
        if !data.obsolete.isEmpty {
            out += "\n### Obsolete files\n\n"
            out += "No scenario renders these any more; `\(command) prune` removes them.\n\n"
            let shown = data.obsolete.prefix(100)
            var list = shown.joined(separator: "\n")
            if data.obsolete.count > shown.count { list += "\n… and \(data.obsolete.count - shown.count) more" }
            out += Self.fenced(list)
        }
        return out
    }

    /// How many failures without a diff are shown with their messages.
    static let listedFailures = 50

    /// Text safe in Markdown outside code (``MarkdownEscaping/inline(_:)``): an id like `<b>` shows as written.
    private func escape(_ text: String) -> String {
        MarkdownEscaping.inline(text)
    }

    /// A fenced code block its content cannot close (``MarkdownEscaping/fenced(_:language:indent:)``).
    static func fenced(_ text: String, language: String = "", indent: String = "") -> String {
        MarkdownEscaping.fenced(text, language: language, indent: indent)
    }

    static func truncated(_ text: String, limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "\n… (\(text.count - limit) more characters)"
    }

    /// `a, b, c` or `a, b, … and 12 more`.
    static func list(_ items: [String], limit: Int) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }
}
