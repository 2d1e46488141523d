import Convergence

/// `scenarios record`: runs the catalog and records snapshots by mode, then prints what was written.
///
/// The default is `missing` (new scenarios record themselves, changed ones still fail), as on a workstation; `all`
/// and `failed` accept changes after reading their diffs.
enum RecordCommand: Subcommand {
    /// The modes `record` accepts: `never` is what `verify` is for.
    static let modes: [RecordMode] = [.all, .missing, .failed]

    /// `--mode`.
    static let mode = CommandSpec.Option(
        "--mode", value: "MODE",
        help: "missing (default): record new snapshots only; failed: also rewrite those that differ; "
            + "all: rewrite every snapshot that differs.")

    static let spec = CommandSpec(
        name: "record",
        summary: "Record snapshots by mode and check the rest (every scenario, or the ids given). Exit 1 on any "
            + "failure or obsolete file.",
        arguments: ["ID…"],
        options: [
            mode
        ] + RunOptions.all + ResultFiles.options)

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let mode = try self.mode(arguments)
        let results = try ResultFiles.request(arguments, context: context, command: spec.name)
        let result = try await CatalogRun.consoleRun(
            context: context, arguments: arguments, mode: mode, command: spec.name)
        context.write(result.summary)
        try ResultFiles.write(results, run: result, command: spec.name, mode: mode)
        return result.exitCode
    }

    static func mode(_ arguments: ParsedArguments) throws(UsageError) -> RecordMode {
        guard let raw = arguments.value(Self.mode) else { return .missing }
        guard let mode = RecordMode(rawValue: raw), modes.contains(mode) else {
            let names = modes.map(\.rawValue)
            throw UsageError(
                command: spec.name,
                message: "unknown mode \(raw)" + Suggestions.didYouMean(raw, among: names)
                    + " (modes: \(names.joined(separator: ", ")))")
        }
        return mode
    }
}
