/// One `scenarios` command: its spec (help and parsing) and what it does.
package protocol Subcommand {
    static var spec: CommandSpec { get }
    /// Runs the command; returns the exit code (0 pass, 1 failure). Usage problems throw ``UsageError``.
    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32
}

/// A command as a value, so the dispatcher holds a plain list.
package struct AnyCommand: Sendable {
    package let spec: CommandSpec
    let perform: @MainActor @Sendable (ParsedArguments, CommandContext) async throws -> Int32

    /// A command from its type.
    ///
    /// - Parameter command: The ``Subcommand`` type, whose spec and `run` the value keeps.
    package init<Command: Subcommand>(_ command: Command.Type) {
        spec = Command.spec
        perform = { arguments, context in try await Command.run(arguments, context: context) }
    }
}
