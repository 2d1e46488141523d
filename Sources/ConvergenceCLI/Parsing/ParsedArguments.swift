/// A command line checked against a ``CommandSpec``.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    /// Option values by name (`--width` → `["80"]`); flags map to `[""]`.
    public var values: [String: [String]] = [:]

    /// Whether an option was given.
    ///
    /// - Parameter name: The option with its dashes: `--all`.
    /// - Returns: `true` when it appears at least once.
    public func flag(_ name: String) -> Bool { values[name] != nil }

    /// The value of an option given with one.
    ///
    /// - Parameter name: The option with its dashes: `--width`.
    /// - Returns: The last value given, or `nil` when the option is absent.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option.
    ///
    /// - Parameter name: The option with its dashes: `--only`.
    /// - Returns: The values in the order given; empty when the option is absent.
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Parses a command's arguments (after its name): options may come before, between or after positionals,
    /// `--name=value` and `--name value` both work, and `--` ends options.
    ///
    /// - Parameters:
    ///   - arguments: The words after the command's name.
    ///   - spec: The command they are for.
    /// - Returns: The positionals and option values.
    /// - Throws: ``UsageError`` for an unknown option (with the nearest names), a value given to a flag or missing for
    ///   an option, a missing positional, or one too many.
    public static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
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
    ///   - name: The option with its dashes: `--width`.
    ///   - minimum: The smallest value accepted.
    ///   - command: The command's name, for the error's usage line.
    /// - Returns: The number, or `nil` when the option is absent.
    /// - Throws: ``UsageError`` when the value is not a whole number of at least `minimum`.
    public func integer(_ name: String, minimum: Int, command: String) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let number = Int(raw), number >= minimum else {
            throw UsageError(
                command: command, message: "\(name) needs a whole number of at least \(minimum), not \(raw)")
        }
        return number
    }
}

/// A command line that does not fit its command: exit code 64, with the command's usage.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let command: String?
    public let message: String

    /// A usage error.
    ///
    /// - Parameters:
    ///   - command: The command whose usage to show, or `nil` for the top-level usage.
    ///   - message: What is wrong, in lower case, as in `unknown option --widht`.
    public init(command: String?, message: String) {
        self.command = command
        self.message = message
    }

    public var description: String { message }
}
