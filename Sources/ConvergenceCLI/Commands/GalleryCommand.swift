/// `scenarios gallery`: placeholder until it lands.
enum GalleryCommand: Subcommand {
    static let spec = CommandSpec(name: "gallery", summary: "Write a static HTML gallery of every scenario.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        throw CommandFailure("scenarios gallery is not implemented yet")
    }
}
