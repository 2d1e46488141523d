/// `scenarios preview`: placeholder until it lands.
enum PreviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "preview", summary: "Render one scenario in the terminal, its clock in real time.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios preview is not implemented yet")
    }
}
