/// A command line checked against a ``CommandSpec``.
package struct ParsedArguments: Sendable, Equatable {
    package var positionals: [String] = []
    /// Option values by name (`--width` → `["80"]`); flags map to `[""]`.
    package var values: [String: [String]] = [:]

    /// Whether the option was given; read by its declaration, so a misspelt option does not compile.
    ///
    /// - Parameter option: The option, as the command declares it.
    /// - Returns: True when the command line has it.
    package func flag(_ option: CommandSpec.Option) -> Bool { values[option.name] != nil }

    /// The option's value, the last one when given several times.
    ///
    /// - Parameter option: The option, as the command declares it.
    /// - Returns: Its value, or nil when absent.
    package func value(_ option: CommandSpec.Option) -> String? { values[option.name]?.last }

    /// Every value of a repeating option, in order.
    ///
    /// - Parameter option: The option, as the command declares it.
    /// - Returns: Its values, empty when absent.
    package func all(_ option: CommandSpec.Option) -> [String] { values[option.name] ?? [] }

    /// Parses a command's arguments (after its name): options may come before, between or after positionals,
    /// `--name=value` and `--name value` both work, and `--` ends options.
    ///
    /// - Parameters:
    ///   - arguments: The words after the command's name.
    ///   - spec: The command they are for.
    /// - Returns: The positionals and option values.
    /// - Throws: ``UsageError`` for an unknown option (with the nearest names), a value given to a flag or missing for
    ///   an option, a missing positional, or one too many.
    package static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError(
                    command: spec.name,
                    message: "unknown option \(name)" + Suggestions.didYouMean(name, among: spec.options.map(\.name)))
            }
            if option.value == nil {
                guard inlineValue == nil else {
                    throw UsageError(command: spec.name, message: "\(name) takes no value")
                }
                parsed.values[name] = [""]
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(command: spec.name, message: "\(name) needs a value (\(option.value ?? "VALUE"))")
            }
            if option.repeats {
                parsed.values[name, default: []].append(value)
            } else {
                parsed.values[name] = [value]
            }
            // Repeating options also take the positional-looking words after them (`--only A B C`).
            if option.repeats {
                while let next = remaining.first, !next.hasPrefix("-") {
                    parsed.values[name, default: []].append(next)
                    remaining.removeFirst()
                }
            }
        }
        if parsed.positionals.count < spec.minimumArguments {
            throw UsageError(command: spec.name, message: "missing \(spec.arguments[parsed.positionals.count])")
        }
        if !spec.takesAnyNumberOfArguments, parsed.positionals.count > spec.arguments.count {
            throw UsageError(
                command: spec.name, message: "unexpected argument \(parsed.positionals[spec.arguments.count])")
        }
        return parsed
    }

    /// A whole number option at least `minimum`, or `nil` when absent.
    ///
    /// - Parameters:
    ///   - option: The option, as the command declares it.
    ///   - minimum: The smallest value allowed.
    ///   - command: The command's name, for the usage error.
    /// - Returns: The number, or nil when the option is absent.
    package func integer(_ option: CommandSpec.Option, minimum: Int, command: String) throws(UsageError) -> Int? {
        let name = option.name
        guard let raw = value(option) else { return nil }
        guard let number = Int(raw), number >= minimum else {
            throw UsageError(
                command: command, message: "\(name) needs a whole number of at least \(minimum), not \(raw)")
        }
        return number
    }
}

/// A command line that does not fit its command: exit code 64, with the command's usage.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package let command: String?
    package let message: String

    /// A usage error.
    ///
    /// - Parameters:
    ///   - command: The command whose usage to show, or `nil` for the top-level usage.
    ///   - message: What is wrong, in lower case, as in `unknown option --widht`.
    package init(command: String?, message: String) {
        self.command = command
        self.message = message
    }

    package var description: String { message }
}
