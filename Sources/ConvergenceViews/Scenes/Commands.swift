/// Menu-bar menus and key commands, as in SwiftUI: `CommandMenu`, `CommandGroup`, the standard sets such as
/// `SidebarCommands`, or your own type whose `body` builds them.
///
/// A scenario has no menu bar, so commands are never shown and their buttons never run; a menu's buttons can be
/// rendered by putting them in a view.
///
/// ```swift
/// struct NotesCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Notes") { Button("New") {}.keyboardShortcut("n") }
///         SidebarCommands()
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in command set; its body is never evaluated") }
}

extension Commands {
    /// The built-in commands these are made of, in the order written: custom commands' bodies are evaluated and
    /// builder blocks opened.
    func builtInCommands() -> [any Commands] {
        if let block = self as? TupleCommands { return block.commands.flatMap { $0.builtInCommands() } }
        if Body.self == Never.self { return [self] }
        return body.builtInCommands()
    }
}

/// Builds commands from closures: several, `if`, `if`-`else` and `switch`.
@MainActor @resultBuilder
public enum CommandsBuilder {
    /// Passes one command set through as written.
    ///
    /// - Parameter content: The commands.
    /// - Returns: The same commands.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An empty block.
    ///
    /// - Returns: No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// A block of one command set.
    ///
    /// - Parameter content: The commands.
    /// - Returns: The same commands.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// A block of several command sets, kept in the order written.
    ///
    /// - Parameter content: The command sets.
    /// - Returns: The sets as one.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands {
        var commands: [any Commands] = []
        for command in repeat each content { commands.append(command) }
        return TupleCommands(commands: commands)
    }

    /// An `if` without an `else`.
    ///
    /// - Parameter content: The commands when the condition holds, `nil` otherwise.
    /// - Returns: The commands, or none.
    public static func buildIf(_ content: (any Commands)?) -> TupleCommands {
        TupleCommands(commands: content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter first: The branch's commands.
    /// - Returns: The commands.
    public static func buildEither(first: any Commands) -> TupleCommands { TupleCommands(commands: [first]) }

    /// The second branch of an `if`-`else` or `switch`.
    ///
    /// - Parameter second: The branch's commands.
    /// - Returns: The commands.
    public static func buildEither(second: any Commands) -> TupleCommands { TupleCommands(commands: [second]) }

    /// Commands under an `if #available` check.
    ///
    /// - Parameter content: The commands.
    /// - Returns: The same commands.
    public static func buildLimitedAvailability(_ content: any Commands) -> any Commands { content }
}

/// Several command sets from one builder block.
public struct TupleCommands: Commands {
    public typealias Body = Never
    let commands: [any Commands]
}

/// No commands: what an empty `@CommandsBuilder` block builds.
public struct EmptyCommands: Commands {
    public typealias Body = Never

    /// No commands.
    public init() {}
}
