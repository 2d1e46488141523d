/// What a subcommand accepts: the data its parser checks arguments against and its help is rendered from.
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public let name: String
        /// The value's placeholder (`N`, `FILE`), or `nil` for a flag that takes no value.
        public let value: String?
        public let help: String
        /// Whether the option may be given several times (`--only ID…`).
        public let repeats: Bool

        /// An option of a command.
        ///
        /// - Parameters:
        ///   - name: The option as typed, with its dashes: `--width`.
        ///   - value: The placeholder of its value in help (`N`, `FILE`); `nil` (the default) for a flag.
        ///   - repeats: Whether it may be given several times (default `false`).
        ///   - help: The help text, one sentence or two.
        public init(_ name: String, value: String? = nil, repeats: Bool = false, help: String) {
            self.name = name
            self.value = value
            self.repeats = repeats
            self.help = help
        }
    }

    public let name: String
    public let summary: String
    /// Positional arguments, e.g. `["ID"]`; a trailing `…` takes any number.
    public let arguments: [String]
    public let minimumArguments: Int
    public let options: [Option]

    /// A command's spec.
    ///
    /// - Parameters:
    ///   - name: The command's name as typed: `verify`.
    ///   - summary: One sentence for help.
    ///   - arguments: Placeholders of the positional arguments (`["ID"]`); a trailing `…` takes any number.
    ///   - minimumArguments: How many positionals are required (default 0); help shows the others in brackets.
    ///   - options: The options it accepts besides `--help`.
    public init(
        name: String, summary: String, arguments: [String] = [], minimumArguments: Int = 0, options: [Option] = []
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.minimumArguments = minimumArguments
        self.options = options
    }

    public var takesAnyNumberOfArguments: Bool { arguments.last?.hasSuffix("…") == true }
}
