import Convergence

/// `scenarios prune`: deletes the snapshot files no scenario produces any more, `.new` renders left beside them, and
/// temporary files of writes whose process has ended (a killed `record`).
///
/// The store never deletes a snapshot on its own; this is the explicit step, with `--dry-run` to see the list first.
enum PruneCommand: Subcommand {
    /// `--dry-run`.
    static let dryRun = CommandSpec.Option("--dry-run", help: "List what would be removed; remove nothing.")

    static let spec = CommandSpec(
        name: "prune",
        summary: "Remove snapshot files that no scenario produces (and .new files beside them), and temporary files "
            + "a killed run left.",
        options: [
            dryRun,
            RunOptions.snapshots,
        ])

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let store = try context.store(arguments)
        let expected = Set(try context.catalog.snapshotFiles())
        let obsolete = try store.obsoleteFiles(expected: expected)
        let dryRun = arguments.flag(Self.dryRun)
        let temporary = try dryRun ? store.strayTemporaryFiles() : store.removeStrayTemporaryFiles()
        guard !obsolete.isEmpty || !temporary.isEmpty else {
            context.write("No obsolete snapshot files in \(store.root.path).\n")
            return 0
        }
        if !dryRun, !obsolete.isEmpty { try store.prune(obsolete) }
        let verb = dryRun ? "would remove" : "removed"
        context.write(obsolete.map { "\(verb) \($0)\n" }.joined())
        context.write(
            temporary.map { "\(verb) \($0.relativePath) (temporary file of process \($0.writer), which has ended)\n" }
                .joined())
        var counts: [String] = []
        if !obsolete.isEmpty { counts.append("\(obsolete.count) obsolete \(obsolete.count == 1 ? "file" : "files")") }
        if !temporary.isEmpty {
            counts.append("\(temporary.count) temporary \(temporary.count == 1 ? "file" : "files")")
        }
        let what = counts.joined(separator: " and ")
        context.write(
            dryRun
                ? "\(what) in \(store.root.path) (dry run: nothing removed).\n"
                : "Removed \(what) from \(store.root.path).\n")
        return 0
    }
}
