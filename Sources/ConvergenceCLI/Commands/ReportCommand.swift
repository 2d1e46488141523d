/// `scenarios report`: placeholder until it lands.
enum ReportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "report", summary: "Write a Markdown summary of a run for a pull-request comment.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios report is not implemented yet")
    }
}
