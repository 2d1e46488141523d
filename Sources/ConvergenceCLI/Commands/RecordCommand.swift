/// `scenarios record`: placeholder until it lands.
enum RecordCommand: Subcommand {
    static let spec = CommandSpec(name: "record", summary: "Record snapshots by mode (missing, all or failed).")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios record is not implemented yet")
    }
}
