/// `scenarios verify`: placeholder until it lands.
enum VerifyCommand: Subcommand {
    static let spec = CommandSpec(name: "verify", summary: "Check every scenario against its snapshots; write nothing.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios verify is not implemented yet")
    }
}
