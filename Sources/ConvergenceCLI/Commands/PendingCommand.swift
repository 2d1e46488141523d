import Convergence
import Foundation

/// `scenarios pending`: the `.new` renders a failing run left, for a script or an agent rather than a person at a
/// terminal — list them (`--json` for a program), show one diff, accept or reject one file, one scenario's files or
/// all, each with no question asked. `scenarios review` walks the same files interactively.
enum PendingCommand: Subcommand {
    /// `--json`.
    static let json = CommandSpec.Option(
        "--json",
        help: "List as a JSON array of {added, file, id, isNew, removed, snapshot, summary} objects (keys sorted); "
            + "id is null for a file no scenario records.")
    /// `--show`.
    static let show = CommandSpec.Option(
        "--show", value: "FILE|ID", repeats: true,
        help: "Print the unified diff of a pending file (its path in the snapshot folder, with or without .new) or of "
            + "every pending file of a scenario.")
    /// `--accept`.
    static let accept = CommandSpec.Option(
        "--accept", value: "FILE|ID", repeats: true,
        help: "Accept a pending file, or every pending file of a scenario: the new render replaces the snapshot.")
    /// `--reject`.
    static let reject = CommandSpec.Option(
        "--reject", value: "FILE|ID", repeats: true, help: "Reject (delete) a pending file, or a scenario's.")
    /// `--accept-all`.
    static let acceptAll = CommandSpec.Option("--accept-all", help: "Accept every pending file.")
    /// `--reject-all`.
    static let rejectAll = CommandSpec.Option("--reject-all", help: "Reject every pending file.")

    static let spec = CommandSpec(
        name: "pending",
        summary: "List the pending .new renders a failing run left (scenario, file, a one-line change summary), or, "
            + "without a terminal or a question: show one's diff, accept or reject a file, a scenario's files, or all.",
        options: [json, show, accept, reject, acceptAll, rejectAll, RunOptions.snapshots])

    /// One pending file, as the listing shows it.
    struct Entry: Encodable, Equatable {
        /// The scenario that records the snapshot, or nil for a file none records (obsolete).
        let id: String?
        /// The pending file, relative to the snapshot folder: `Items/loaded.txt.new`.
        let file: String
        /// The snapshot it would replace: `Items/loaded.txt`.
        let snapshot: String
        /// Whether nothing is recorded yet.
        let isNew: Bool
        let added: Int
        let removed: Int
        /// `new snapshot, 12 lines` or `+2 −1 lines: first change at line 4: "Total: 13"`.
        let summary: String
    }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let changes = [show, accept, reject].filter(arguments.flag) + [acceptAll, rejectAll].filter(arguments.flag)
        if changes.filter({ $0.name != show.name }).count > 1 {
            throw UsageError(
                command: spec.name, message: "give one of --accept, --reject, --accept-all and --reject-all at a time")
        }
        let store = try context.store(arguments)
        let owners = ReviewCommand.scenarioIDsBySnapshot(context.catalog)
        let pending = try store.pendingFiles()
        func files(_ option: CommandSpec.Option) throws -> [String] {
            var seen: Set<String> = []
            return try arguments.all(option).flatMap {
                try resolve($0, pending: pending, owners: owners, context: context)
            }.filter { seen.insert($0).inserted }
        }
        if arguments.flag(show) {
            for file in try files(show) { context.write(diff(of: file, store: store)) }
            return 0
        }
        if arguments.flag(acceptAll) || arguments.flag(accept) {
            let chosen = arguments.flag(acceptAll) ? pending : try files(accept)
            for file in chosen { context.write("accepted \(try PendingChange.accept(file, store: store))\n") }
            context.write("\(chosen.count) accepted, \(pending.count - chosen.count) still pending.\n")
            return 0
        }
        if arguments.flag(rejectAll) || arguments.flag(reject) {
            let chosen = arguments.flag(rejectAll) ? pending : try files(reject)
            try store.prune(chosen)
            for file in chosen { context.write("rejected \(file)\n") }
            context.write("\(chosen.count) rejected, \(pending.count - chosen.count) still pending.\n")
            return 0
        }
        let entries = try pending.map { try entry(for: $0, owner: owners[ReviewCommand.snapshotPath(of: $0)], store) }
        if arguments.flag(json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            context.write(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
        } else if entries.isEmpty {
            context.write("No pending snapshot changes.\n")
        } else {
            for entry in entries {
                context.write("\(entry.id ?? "(obsolete)")  \(entry.file)  \(entry.summary)\n")
            }
            let noun = entries.count == 1 ? "file" : "files"
            context.write("\n\(entries.count) pending \(noun). Show one: \(context.program) pending --show FILE\n")
        }
        return 0
    }

    /// The pending files a `FILE|ID` argument names: that file (with or without `.new`), or a scenario's.
    static func resolve(
        _ name: String, pending: [String], owners: [String: String], context: CommandContext
    ) throws -> [String] {
        let file = name.hasSuffix(SnapshotStore.pendingPath(for: "")) ? name : SnapshotStore.pendingPath(for: name)
        if pending.contains(file) { return [file] }
        if context.catalog.scenario(id: name) != nil {
            let owned = pending.filter { owners[ReviewCommand.snapshotPath(of: $0)] == name }
            guard !owned.isEmpty else {
                throw UsageError(command: spec.name, message: "\(name) has no pending file")
            }
            return owned
        }
        throw UsageError(
            command: spec.name,
            message: "\(name) is neither a pending file nor a scenario id; \(context.program) pending lists them")
    }

    /// A pending file's listing line.
    static func entry(for file: String, owner: String?, _ store: SnapshotStore) throws -> Entry {
        let change = try PendingChange(file, store: store)
        let diff = change.diff
        let summary: String
        if change.recorded == nil {
            let new = change.new
            let lines =
                new.split(separator: "\n", omittingEmptySubsequences: false).count - (new.hasSuffix("\n") ? 1 : 0)
            summary = "new snapshot, \(lines) \(lines == 1 ? "line" : "lines")"
        } else {
            summary = changeSummary(diff)
        }
        return Entry(
            id: owner, file: file, snapshot: change.snapshot, isNew: change.recorded == nil,
            added: diff.addedLineCount, removed: diff.removedLineCount, summary: summary)
    }

    /// `+2 −1 lines, first at line 4: "Total: 13"`: the counts, and the first change — the line the new render has
    /// there, or the one it lost.
    static func changeSummary(_ diff: TextDiff) -> String {
        guard let hunk = diff.hunks(context: 0).first else { return "no difference from the recorded snapshot" }
        var firstAdded: String?
        var firstRemoved: String?
        for line in hunk.lines {
            switch line {
            case .added(let text): firstAdded = firstAdded ?? text
            case .removed(let text): firstRemoved = firstRemoved ?? text
            case .same: break
            }
        }
        let shown = firstAdded.map { "\"\($0)\"" } ?? firstRemoved.map { "removed \"\($0)\"" } ?? ""
        let excerpt = shown.count > 70 ? shown.prefix(69) + "…" : Substring(shown)
        return
            "+\(diff.addedLineCount) −\(diff.removedLineCount) lines, first at line \(hunk.newRange.lowerBound + 1): "
            + excerpt
    }

    /// A pending file's unified diff from its recorded snapshot, with a header naming both.
    static func diff(of file: String, store: SnapshotStore) -> String {
        do {
            let change = try PendingChange(file, store: store)
            return change.diff.isEmpty ? "\(file): no difference from the recorded snapshot\n" : change.unified
        } catch {
            return "\(file): cannot be read: \(error)\n"
        }
    }
}
