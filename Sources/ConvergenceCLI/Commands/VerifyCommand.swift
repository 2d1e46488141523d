import Convergence

/// `scenarios verify`: checks every scenario against its snapshots and writes no snapshot, as CI does.
///
/// Renders that differ or have no snapshot are still left as `.new` files, so `scenarios review` and
/// `scenarios report` can show them.
enum VerifyCommand: Subcommand {
    static let spec = CommandSpec(
        name: "verify",
        summary: "Check every scenario (or the ids given) against its snapshots; write no snapshot (renders that "
            + "differ are left as .new files for review). Exit 1 on any failure or obsolete file.",
        arguments: ["ID…"],
        options: RunOptions.all + ResultFiles.options)

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let results = try ResultFiles.request(arguments, context: context, command: spec.name)
        let result = try await CatalogRun.consoleRun(
            context: context, arguments: arguments, mode: .never, command: spec.name)
        context.write(result.summary)
        try ResultFiles.write(results, run: result, command: spec.name, mode: .never)
        return result.exitCode
    }
}
