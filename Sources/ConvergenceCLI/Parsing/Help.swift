/// Help text rendered from command specs at a fixed width, so it is the same on every terminal.
package enum Help {
    package static let width = 80

    /// The top-level help: every command and its summary.
    ///
    /// - Parameters:
    ///   - program: The command line's name, as the user types it.
    ///   - commands: The commands to list, in order.
    /// - Returns: The help text, lines wrapped at ``width`` columns, ending with a newline.
    package static func overview(program: String, commands: [CommandSpec]) -> String {
        var lines = ["usage: \(program) <command> [options]", "", "Commands:"]
        let nameWidth = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            lines += wrapped(command.summary, indent: 2 + nameWidth, first: "  " + command.name.padding(nameWidth))
        }
        lines += [
            "", "Run '\(program) <command> --help' for a command's options.",
            "Exit codes: 0 pass, 1 failure, 64 usage.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's usage line, summary and options.
    ///
    /// - Parameters:
    ///   - program: The command line's name, as the user types it.
    ///   - spec: The command.
    /// - Returns: The help text, lines wrapped at ``width`` columns, ending with a newline.
    package static func command(program: String, _ spec: CommandSpec) -> String {
        var lines = [usageLine(program: program, spec), ""]
        lines += wrapped(spec.summary, indent: 0, first: "")
        let variant = CommandSpec.Option(
            "--variant", value: "NAMES", repeats: true,
            help: "Add variants to the catalog, comma-separated: a locale (de), pseudo, rtl, dark, a text size (ax5) "
                + "or a device (iphone-se, ipad-landscape); joins SNAPSHOTS_VARIANTS.")
        let options = spec.options + [variant, CommandSpec.Option("--help", help: "Show this help.")]
        lines += ["", "Options:"]
        let labels = options.map { option in
            option.name + (option.value.map { " " + $0 + (option.repeats ? "…" : "") } ?? "")
        }
        let labelWidth = (labels.map(\.count).max() ?? 0) + 2
        for (option, label) in zip(options, labels) {
            lines += wrapped(option.help, indent: 2 + labelWidth, first: "  " + label.padding(labelWidth))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `usage:` line of a command: its name, its positionals (optional ones in brackets) and `[options]`.
    ///
    /// - Parameters:
    ///   - program: The command line's name, as the user types it.
    ///   - spec: The command.
    /// - Returns: The line, without a newline.
    package static func usageLine(program: String, _ spec: CommandSpec) -> String {
        var parts = ["usage:", program, spec.name]
        parts += spec.arguments.enumerated().map { index, argument in
            index < spec.minimumArguments ? argument : "[\(argument)]"
        }
        if !spec.options.isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    /// Words wrapped to the help width; the first line starts with `first`, the rest are indented.
    static func wrapped(_ text: String, indent: Int, first: String) -> [String] {
        var lines: [String] = []
        var current = first
        var hasWord = false
        for word in text.split(separator: " ") {
            if hasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(repeating: " ", count: indent)
                hasWord = false
            }
            current += (hasWord ? " " : "") + word
            hasWord = true
        }
        lines.append(current)
        return lines
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
