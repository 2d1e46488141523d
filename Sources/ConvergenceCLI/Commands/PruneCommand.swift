import Convergence

/// `scenarios prune`: deletes the snapshot files no scenario produces any more, and `.new` renders left beside them.
///
/// The store never deletes anything on its own; this is the explicit step, with `--dry-run` to see the list first.
enum PruneCommand: Subcommand {
    static let spec = CommandSpec(
        name: "prune",
        summary: "Remove snapshot files that no scenario produces (and .new files beside them).",
        options: [
            CommandSpec.Option("--dry-run", help: "List what would be removed; remove nothing."),
            RunOptions.snapshots,
        ])

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let store = try context.store(arguments)
        let expected = Set(try context.catalog.snapshotFiles())
        let obsolete = try store.obsoleteFiles(expected: expected)
        guard !obsolete.isEmpty else {
            context.write("No obsolete snapshot files in \(store.root.path).\n")
            return 0
        }
        let dryRun = arguments.flag("--dry-run")
        if !dryRun { try store.prune(obsolete) }
        let verb = dryRun ? "would remove" : "removed"
        context.write(obsolete.map { "\(verb) \($0)\n" }.joined())
        let noun = obsolete.count == 1 ? "file" : "files"
        context.write(
            dryRun
                ? "\(obsolete.count) obsolete \(noun) in \(store.root.path) (dry run: nothing removed).\n"
                : "Removed \(obsolete.count) obsolete \(noun) from \(store.root.path).\n")
        return 0
    }
}
