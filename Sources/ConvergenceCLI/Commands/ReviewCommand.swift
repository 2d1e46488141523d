/// `scenarios review`: placeholder until it lands.
enum ReviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "review", summary: "Walk the pending .new files: accept, reject or skip each change.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios review is not implemented yet")
    }
}
