/// `scenarios prune`: placeholder until it lands.
enum PruneCommand: Subcommand {
    static let spec = CommandSpec(name: "prune", summary: "Remove snapshot files that no scenario produces.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios prune is not implemented yet")
    }
}
