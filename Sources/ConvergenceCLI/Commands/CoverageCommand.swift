/// `scenarios coverage`: placeholder until it lands.
enum CoverageCommand: Subcommand {
    static let spec = CommandSpec(
        name: "coverage", summary: "Show which states of the scenario vocabulary each feature lacks.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios coverage is not implemented yet")
    }
}
