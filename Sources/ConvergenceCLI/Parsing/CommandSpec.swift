/// What a subcommand accepts: the data its parser checks arguments against and its help is rendered from.
public struct CommandSpec: Sendable {
    public struct Option: Sendable {
        public let name: String
        /// The value's placeholder (`N`, `FILE`), or `nil` for a flag that takes no value.
        public let value: String?
        public let help: String
        /// Whether the option may be given several times (`--only ID…`).
        public let repeats: Bool

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
