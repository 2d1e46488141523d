/// `scenarios list`: placeholder until it lands.
enum ListCommand: Subcommand {
    static let spec = CommandSpec(
        name: "list", summary: "Every scenario id with its state (recorded, missing, pending).")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios list is not implemented yet")
    }
}
