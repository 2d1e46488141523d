import Convergence

/// The options that choose which scenarios a run covers and where their snapshots are, shared by every command
/// that runs the catalog (`verify`, `record`, `report`) so they parse and explain them the same way.
package enum RunOptions {
    /// `--snapshots DIR`: the snapshot folder, instead of `__Snapshots__` beside the nearest `Package.swift`.
    package static let snapshots = CommandSpec.Option(
        "--snapshots", value: "DIR",
        help: "The snapshot folder (default: __Snapshots__ beside the nearest Package.swift).")
    /// `--feature F`: one feature's scenarios only.
    package static let feature = CommandSpec.Option("--feature", value: "F", help: "Only the scenarios of feature F.")
    /// `--shard i/n`: a stable part of the catalog, for splitting a run across CI machines.
    package static let shard = CommandSpec.Option(
        "--shard", value: "i/n",
        help: "Only shard i of n (1 ≤ i ≤ n): a stable split by scenario id, for parallel CI machines. "
            + "Each obsolete file is reported by one shard (split by its path).")

    /// `--snapshots`, `--feature` and `--shard`, in help order.
    package static let all = [feature, shard, snapshots]

    /// `--shard` and `--snapshots`: what `report` and `gallery` take, whose output covers whole shards.
    package static let sharding = [shard, snapshots]
}

/// The scenarios a command line selects: the catalog narrowed by `--feature` and `--shard`.
package struct ScenarioSelection: Sendable {
    package let scenarios: [Scenario]
    /// The feature asked for, if any.
    package let feature: String?
    /// The shard asked for, if any.
    package let shard: Shard?
    /// The scenario ids named on the command line, if any.
    package let ids: [String]

    /// Reads the positional scenario ids, `--feature` and `--shard`; an unknown id or feature or a malformed shard is
    /// a usage error naming the nearest ids or features.
    ///
    /// - Parameters:
    ///   - arguments: The command's parsed arguments.
    ///   - context: Where the catalog comes from.
    ///   - command: The command's name, for usage errors.
    /// - Throws: ``UsageError`` for an unknown id or feature, or a malformed `--shard`.
    package init(_ arguments: ParsedArguments, context: CommandContext, command: String) throws(UsageError) {
        let catalog = context.catalog
        let feature = arguments.value(RunOptions.feature)
        if let feature, !catalog.features.contains(feature) {
            throw UsageError(
                command: command,
                message: "no feature \(feature)"
                    + Suggestions.didYouMean(feature, among: catalog.features)
                    + "; features: \(catalog.features.joined(separator: ", "))")
        }
        let shard = try arguments.value(RunOptions.shard).map { text throws(UsageError) in
            try Shard(parsing: text, command: command)
        }
        let named = try arguments.positionals.map { id throws(UsageError) in
            try context.scenario(id, command: command).id
        }
        self.feature = feature
        self.shard = shard
        ids = named
        scenarios = catalog.all.filter { scenario in
            (feature == nil || scenario.feature == feature) && (shard?.contains(scenario.id) ?? true)
                && (named.isEmpty || named.contains(scenario.id))
        }
    }

    /// Whether the whole catalog is selected.
    package var isWholeCatalog: Bool { feature == nil && shard == nil && ids.isEmpty }

    /// A short description of the narrowing for output: `feature Item, shard 2/4`, or nil for everything.
    package var narrowing: String? {
        let parts = [
            ids.isEmpty ? nil : ids.joined(separator: " "), feature.map { "feature \($0)" },
            shard.map { "shard \($0)" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
