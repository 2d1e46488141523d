/// What a subcommand accepts: the data its parser checks arguments against and its help is rendered from.
package struct CommandSpec: Sendable {
    /// One option, declared once as a value: its name, help and value kind. Commands read it back by this value
    /// (``ParsedArguments/value(_:)``), never by its name, so a misspelt option does not compile.
    package struct Option: Sendable {
        package let name: String
        /// The value's placeholder (`N`, `FILE`), or `nil` for a flag that takes no value.
        package let value: String?
        package let help: String
        /// Whether the option may be given several times (`--only ID…`).
        package let repeats: Bool

        /// What the option takes.
        package enum ValueKind: Sendable, Equatable {
            /// Nothing: a flag.
            case none
            /// One value, shown as this placeholder (`N`, `FILE`).
            case single(String)
            /// One or more values (`--only ID…`).
            case repeating(String)
        }

        /// What the option takes: nothing, one value, or several.
        package var valueKind: ValueKind {
            guard let value else { return .none }
            return repeats ? .repeating(value) : .single(value)
        }

        /// An option.
        ///
        /// - Parameters:
        ///   - name: `--width`.
        ///   - value: The value's placeholder, or nil for a flag.
        ///   - repeats: Whether it takes several values.
        ///   - help: One sentence for the command's help.
        package init(_ name: String, value: String? = nil, repeats: Bool = false, help: String) {
            self.name = name
            self.value = value
            self.repeats = repeats
            self.help = help
        }
    }

    package let name: String
    package let summary: String
    /// Positional arguments, e.g. `["ID"]`; a trailing `…` takes any number.
    package let arguments: [String]
    package let minimumArguments: Int
    package let options: [Option]

    /// A command's spec.
    ///
    /// - Parameters:
    ///   - name: The command's name as typed: `verify`.
    ///   - summary: One sentence for help.
    ///   - arguments: Placeholders of the positional arguments (`["ID"]`); a trailing `…` takes any number.
    ///   - minimumArguments: How many positionals are required (default 0); help shows the others in brackets.
    ///   - options: The options it accepts besides `--help`.
    package init(
        name: String, summary: String, arguments: [String] = [], minimumArguments: Int = 0, options: [Option] = []
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.minimumArguments = minimumArguments
        self.options = options
    }

    package var takesAnyNumberOfArguments: Bool { arguments.last?.hasSuffix("…") == true }
}
