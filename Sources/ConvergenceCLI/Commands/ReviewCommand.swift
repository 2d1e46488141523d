import Convergence
import Foundation

/// `scenarios review`: the insta-style walk over the renders a failing run left as `.new` files.
///
/// Each pending change is shown as a unified diff (recorded → new) and accepted, rejected or skipped; accepting
/// replaces the snapshot atomically, so the next `swift test` passes on it. Skipped files stay for later.
enum ReviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "review",
        summary: "Walk the pending .new files: show each diff, then a accept, r reject or s skip (q skips the rest).",
        options: [
            .init("--accept-all", help: "Accept every pending change without asking."),
            .init("--reject-all", help: "Reject (delete) every pending change without asking."),
            .init("--only", value: "ID", repeats: true, help: "Review only these scenarios' files."),
            .init("--snapshots", value: "DIR", help: "The snapshot folder (default: __Snapshots__ of the package)."),
        ]
    )

    enum Decision { case accept, reject, skip }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let acceptAll = arguments.flag("--accept-all")
        let rejectAll = arguments.flag("--reject-all")
        if acceptAll, rejectAll {
            throw UsageError(command: spec.name, message: "--accept-all and --reject-all cannot be combined")
        }
        var only: Set<String>?
        if arguments.flag("--only") {
            only = Set(
                try arguments.all("--only").map { id throws(UsageError) in
                    try context.scenario(id, command: spec.name).id
                })
        }
        let store = try context.store(arguments)
        let owners = scenarioIDsBySnapshot(context.catalog)
        let pending = try store.pendingFiles().filter { file in
            guard let only else { return true }
            return owners[snapshotPath(of: file)].map(only.contains) ?? false
        }
        guard !pending.isEmpty else {
            context.write("No pending snapshot changes" + (only == nil ? "" : " for the scenarios given") + ".\n")
            return 0
        }
        var counts = (accepted: 0, rejected: 0, skipped: 0)
        var reading = true
        for (index, file) in pending.enumerated() {
            let snapshot = snapshotPath(of: file)
            let decision: Decision
            if acceptAll {
                decision = .accept
            } else if rejectAll {
                decision = .reject
            } else if reading {
                show(
                    file, snapshot: snapshot, owner: owners[snapshot], position: (index + 1, pending.count),
                    store: store, context: context)
                if let chosen = ask(context) {
                    decision = chosen
                } else {
                    reading = false
                    decision = .skip
                }
            } else {
                decision = .skip
            }
            switch decision {
            case .accept:
                let text = try store.read(file) ?? ""
                try store.write(text, to: snapshot)
                try store.prune([file])
                counts.accepted += 1
                context.write("accepted \(snapshot)\n")
            case .reject:
                try store.prune([file])
                counts.rejected += 1
                context.write("rejected \(file)\n")
            case .skip:
                counts.skipped += 1
            }
        }
        context.write(
            "\nReview done: \(counts.accepted) accepted, \(counts.rejected) rejected, \(counts.skipped) skipped.\n")
        return 0
    }

    /// The snapshot a pending render belongs to: `Items/loaded.txt.new` → `Items/loaded.txt`.
    static func snapshotPath(of pendingFile: String) -> String {
        String(pendingFile.dropLast(SnapshotStore.pendingPath(for: "").count))
    }

    /// Which scenario records each snapshot path, so a pending file can be shown (and filtered) by scenario id.
    static func scenarioIDsBySnapshot(_ catalog: ScenarioCatalog) -> [String: String] {
        var owners: [String: String] = [:]
        for scenario in catalog.all {
            for file in (try? scenario.snapshotFiles()) ?? [] {
                owners[file.path.relativePath] = scenario.id
            }
        }
        return owners
    }

    /// Prints one pending change: its scenario, its file and the diff from the recorded snapshot to the new render.
    private static func show(
        _ file: String, snapshot: String, owner: String?, position: (Int, Int), store: SnapshotStore,
        context: CommandContext
    ) {
        let recorded: String?
        let new: String
        do {
            recorded = try store.read(snapshot)
            new = try store.read(file) ?? ""
        } catch {
            context.write("\n[\(position.0)/\(position.1)] \(file): cannot be read: \(error)\n")
            return
        }
        let folder = store.root.lastPathComponent
        context.write(
            """

            [\(position.0)/\(position.1)] \(owner ?? "(no scenario records this file: obsolete)")
            file: \(folder)/\(file)\(recorded == nil ? " (new snapshot: nothing recorded yet)" : "")

            """)
        let diff = TextDiff(old: recorded ?? "", new: new)
        if diff.isEmpty {
            context.write("(no difference from the recorded snapshot)\n")
        } else {
            let text = diff.unified(
                oldName: recorded == nil ? "/dev/null" : "a/\(snapshot)", newName: "b/\(snapshot)")
            context.write(colored(text, context: context))
        }
    }

    /// Added lines green, removed lines red, on a terminal only (files and pipes get plain text).
    private static func colored(_ diff: String, context: CommandContext) -> String {
        guard context.isTerminal else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("+"), !line.hasPrefix("+++") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("-"), !line.hasPrefix("---") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }

    /// Asks until a known key is given; nil when input ends or the user quits (the rest are skipped).
    private static func ask(_ context: CommandContext) -> Decision? {
        while true {
            context.write("a accept · r reject · s skip · q quit › ")
            guard let answer = context.readKey() else {
                context.write("\n")
                return nil
            }
            switch answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            case "a", "accept": return .accept
            case "r", "reject": return .reject
            case "s", "skip": return .skip
            case "q", "quit": return nil
            default: context.write("unknown answer \"\(answer)\"; ")
            }
        }
    }
}
