/// Single key presses from a terminal: how a command switches it to raw input and reads one key at a time.
///
/// `CommandContext.keyInput` holds one when standard input is a terminal and nil when it is a pipe or a file, so a
/// command asks the context rather than the process, and tests pass scripted keys:
///
/// ```swift
/// // Presses a (accept) at every question, with no terminal involved.
/// let input = KeyInput(withRawInput: { body in try await body() }, readKey: { .character("a") })
/// ```
package struct KeyInput: Sendable {
    /// Runs its argument with the terminal in raw mode (keys arrive at once, unechoed, Ctrl-C as `Key.interrupt`),
    /// restoring the terminal however the argument ends, by returning or by throwing.
    package let withRawInput: @MainActor @Sendable (_ body: @MainActor () async throws -> Void) async throws -> Void
    /// Reads one key press, blocking until there is one; nil at the end of input.
    package let readKey: @Sendable () -> Key?

    /// A key source from its two functions.
    ///
    /// - Parameters:
    ///   - withRawInput: Runs its argument with the terminal in raw mode, restoring it however the argument ends.
    ///   - readKey: Reads one key press, blocking; `nil` at the end of input.
    package init(
        withRawInput: @escaping @MainActor @Sendable (_ body: @MainActor () async throws -> Void) async throws -> Void,
        readKey: @escaping @Sendable () -> Key?
    ) {
        self.withRawInput = withRawInput
        self.readKey = readKey
    }

    /// Standard input when it is a terminal, read through `TerminalDevice`; nil when it is a pipe or a file.
    package static var standardInput: KeyInput? {
        guard TerminalDevice.standardInputIsTerminal else { return nil }
        return KeyInput(
            withRawInput: { body in try await TerminalDevice.withRawInput(body) },
            readKey: { TerminalDevice.readKey() })
    }
}
