import Convergence
import Foundation

/// `scenarios review`: the insta-style walk over the renders a failing run left as `.new` files.
///
/// Each pending change is shown as a unified diff (recorded → new) and accepted, rejected or skipped; accepting
/// replaces the snapshot atomically, so the next `swift test` passes on it. Skipped files stay for later.
enum ReviewCommand: Subcommand {
    /// `--accept-all`.
    static let acceptAll = CommandSpec.Option("--accept-all", help: "Accept every pending change without asking.")
    /// `--reject-all`.
    static let rejectAll = CommandSpec.Option(
        "--reject-all", help: "Reject (delete) every pending change without asking.")
    /// `--only`.
    static let only = CommandSpec.Option(
        "--only", value: "ID", repeats: true, help: "Review only these scenarios' files.")
    /// `--snapshots`.
    static let snapshots = CommandSpec.Option(
        "--snapshots", value: "DIR", help: "The snapshot folder (default: __Snapshots__ of the package).")

    static let spec = CommandSpec(
        name: "review",
        summary: """
            Walk the pending .new files: show each diff, then a single key accepts (a), rejects (r) or skips (s) it, \
            and q skips the rest. From a pipe or a file, one answer per line (printf 'a\\nr\\n' | scenarios review).
            """,
        options: [
            acceptAll,
            rejectAll,
            only,
            snapshots,
        ]
    )

    /// What happens to one pending file; echoed by its case name after the question.
    enum Decision { case accept, reject, skip }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let acceptAll = arguments.flag(Self.acceptAll)
        let rejectAll = arguments.flag(Self.rejectAll)
        if acceptAll, rejectAll {
            throw UsageError(command: spec.name, message: "--accept-all and --reject-all cannot be combined")
        }
        var only: Set<String>?
        if arguments.flag(Self.only) {
            only = Set(
                try arguments.all(Self.only).map { id throws(UsageError) in
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
        func present(_ index: Int, _ file: String) {
            show(
                file, owner: owners[snapshotPath(of: file)], position: (index + 1, pending.count), store: store,
                context: context)
        }
        let tally: Tally
        if acceptAll || rejectAll {
            tally = try walk(pending, store: store, context: context) { _, _ in acceptAll ? .accept : .reject }
        } else if let keys = context.keyInput {
            // One raw-mode stretch for the whole walk, so keys pressed while a diff prints are not lost; the
            // terminal is restored however the walk ends, an error thrown half-way included.
            var result = Tally()
            try await keys.withRawInput {
                result = try walk(pending, store: store, context: context) { index, file in
                    present(index, file)
                    return askKey(keys, context: context)
                }
            }
            tally = result
        } else {
            tally = try walk(pending, store: store, context: context) { index, file in
                present(index, file)
                return askLine(context)
            }
        }
        context.write(
            "\nReview done: \(tally.accepted) accepted, \(tally.rejected) rejected, \(tally.skipped) skipped.\n")
        return 0
    }

    /// How many pending files each decision took.
    private struct Tally {
        var accepted = 0
        var rejected = 0
        var skipped = 0
    }

    /// Applies `decide`'s decision to each pending file in order; once it returns nil (quit, end of input), the
    /// file and all after it are skipped without asking.
    private static func walk(
        _ pending: [String], store: SnapshotStore, context: CommandContext,
        decide: (_ index: Int, _ file: String) -> Decision?
    ) throws -> Tally {
        var tally = Tally()
        for (index, file) in pending.enumerated() {
            guard let decision = decide(index, file) else {
                tally.skipped += pending.count - index
                break
            }
            switch decision {
            case .accept:
                let snapshot = try PendingChange.accept(file, store: store)
                tally.accepted += 1
                context.write("accepted \(snapshot)\n")
            case .reject:
                try store.prune([file])
                tally.rejected += 1
                context.write("rejected \(file)\n")
            case .skip:
                tally.skipped += 1
            }
        }
        return tally
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
        _ file: String, owner: String?, position: (Int, Int), store: SnapshotStore, context: CommandContext
    ) {
        let change: PendingChange
        do {
            change = try PendingChange(file, store: store)
        } catch {
            context.write("\n[\(position.0)/\(position.1)] \(file): cannot be read: \(error)\n")
            return
        }
        let folder = store.root.lastPathComponent
        context.write(
            """

            [\(position.0)/\(position.1)] \(owner ?? "(no scenario records this file: obsolete)")
            file: \(folder)/\(file)\(change.recorded == nil ? " (new snapshot: nothing recorded yet)" : "")

            """)
        if change.diff.isEmpty {
            context.write("(no difference from the recorded snapshot)\n")
        } else {
            context.write(colored(change.unified, context: context))
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

    /// The question after each diff; the answer is echoed after it, so a transcript reads `… › accept`.
    static let prompt = "a accept · r reject · s skip · q quit › "

    /// Asks for a line until a known answer comes (a, accept, r, reject, …); nil when input ends or on q.
    private static func askLine(_ context: CommandContext) -> Decision? {
        while true {
            context.write(prompt)
            guard let line = context.readLine() else {
                context.write("\n")
                return nil
            }
            // Input from a pipe or a file is not echoed by a terminal: echo what it meant, as the key path does.
            let decision: Decision
            switch line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            case "a", "accept": decision = .accept
            case "r", "reject": decision = .reject
            case "s", "skip": decision = .skip
            case "q", "quit":
                context.write("quit\n")
                return nil
            case "":
                context.write("\n")
                continue
            default:
                context.write("\(line)\nunknown answer \"\(line)\"; ")
                continue
            }
            context.write("\(decision)\n")
            return decision
        }
    }

    /// Asks for a single key press until a known key comes; the key acts at once, no Enter needed. Enter alone asks
    /// again; q, Ctrl-C, Ctrl-D and the end of input stop the walk (nil).
    private static func askKey(_ input: KeyInput, context: CommandContext) -> Decision? {
        context.write(prompt)
        while true {
            guard let key = input.readKey() else {
                context.write("\n")
                return nil
            }
            let decision: Decision
            switch key {
            case .character("a"), .character("A"): decision = .accept
            case .character("r"), .character("R"): decision = .reject
            case .character("s"), .character("S"): decision = .skip
            case .character("q"), .character("Q"):
                context.write("quit\n")
                return nil
            case .interrupt, .character("\u{04}"):
                context.write("quit (\(key.name))\n")
                return nil
            case .enter:
                context.write("\n" + prompt)
                continue
            default:
                context.write("\(key.name)\nunknown key \(key.name); " + prompt)
                continue
            }
            context.write("\(decision)\n")
            return decision
        }
    }
}
