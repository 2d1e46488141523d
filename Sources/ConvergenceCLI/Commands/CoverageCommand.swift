import Convergence

/// `scenarios coverage`: which of the usual screen states each feature has a scenario for.
///
/// The seeds' vocabulary names the states a reviewer expects to see for every screen; a feature without an `error`
/// or `empty` scenario is usually a state nobody has looked at. A scenario counts for a state when its name is the
/// state or starts with it and a dash (`error-retry` counts as `error`). With `--require STATE`, a feature lacking
/// that state fails the command, so CI can insist that every screen has, say, an error and an empty scenario.
enum CoverageCommand: Subcommand {
    /// `--require`.
    static let require = CommandSpec.Option(
        "--require", value: "STATE", repeats: true,
        help: "Exit 1 when a feature lacks this state (repeat for several; all for the whole vocabulary).")

    static let spec = CommandSpec(
        name: "coverage",
        summary: "Show which states of the scenario vocabulary (" + vocabulary.joined(separator: ", ")
            + ") each feature has and lacks.",
        options: [
            RunOptions.feature,
            require,
        ]
    )

    static let vocabulary = ["loaded", "empty", "error", "loading", "delayed", "partial", "unauthorized"]

    /// Whether a scenario name covers a vocabulary state.
    static func covers(_ name: String, _ state: String) -> Bool {
        name == state || name.hasPrefix(state + "-")
    }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let catalog = context.catalog
        let selection = try ScenarioSelection(arguments, context: context, command: spec.name)
        let features = catalog.features.filter { selection.feature == nil || $0 == selection.feature }
        let required = try requiredStates(arguments)
        var rows: [[String]] = [["Feature"] + vocabulary]
        var lacking: [String] = []
        var unmet: [String] = []
        var covered = 0
        for feature in features {
            let names = catalog.all.filter { ($0.feature ?? "Scenarios") == feature }.map(\.name)
            let has = vocabulary.map { state in names.contains { covers($0, state) } }
            covered += has.filter { $0 }.count
            rows.append([feature] + has.map { $0 ? "x" : "-" })
            let missing = zip(vocabulary, has).filter { !$0.1 }.map(\.0)
            if !missing.isEmpty { lacking.append("  \(feature): \(missing.joined(separator: ", "))") }
            let missingRequired = missing.filter(required.contains)
            if !missingRequired.isEmpty { unmet.append("  \(feature): \(missingRequired.joined(separator: ", "))") }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            zip(row, widths).map { $0.padded(to: $1) }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let total = features.count * vocabulary.count
        lines.append("")
        lines.append("Covered: \(covered) of \(total) feature states (x has a scenario, - lacks one).")
        if !lacking.isEmpty {
            lines.append("Lacking:")
            lines += lacking
        }
        if !required.isEmpty {
            let states = vocabulary.filter(required.contains).joined(separator: ", ")
            if unmet.isEmpty {
                lines.append("Required states (\(states)): every feature has them.")
            } else {
                lines.append("Required states (\(states)) missing — add a scenario for each:")
                lines += unmet
            }
        }
        context.write(lines.joined(separator: "\n") + "\n")
        return unmet.isEmpty ? 0 : 1
    }

    /// The states `--require` names (`all` for the whole vocabulary); an unknown one is a usage error.
    private static func requiredStates(_ arguments: ParsedArguments) throws(UsageError) -> Set<String> {
        var states: Set<String> = []
        for state in arguments.all(Self.require) {
            if state == "all" {
                states.formUnion(vocabulary)
            } else if vocabulary.contains(state) {
                states.insert(state)
            } else {
                throw UsageError(
                    command: spec.name,
                    message: "--require takes a state of the vocabulary, not \(state)"
                        + Suggestions.didYouMean(state, among: vocabulary)
                        + "; states: \(vocabulary.joined(separator: ", ")), or all")
            }
        }
        return states
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
