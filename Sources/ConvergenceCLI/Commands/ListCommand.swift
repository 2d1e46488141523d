import Convergence
import Foundation

/// `scenarios list`: every scenario id with the state of its snapshot files, without rendering anything.
///
/// States, from what is on disk: `pending` (a `.new` render waits for review), `missing` (some file is not
/// recorded), `recorded` (every file exists). `--json` is for scripts and the other tools of a CI job.
enum ListCommand: Subcommand {
    /// `--json`.
    static let json = CommandSpec.Option(
        "--json",
        help: "Print a JSON array of {declaration, feature, files, id, name, state} objects (keys sorted); "
            + "declaration is {column, file, fileID, line}.")

    static let spec = CommandSpec(
        name: "list",
        summary: "Every scenario id with its state: recorded (all its files exist), missing (some file is absent) "
            + "or pending (a .new render waits for review).",
        options: [
            RunOptions.feature,
            json,
            RunOptions.snapshots,
        ])

    /// One scenario's line of the listing.
    struct Entry: Encodable, Equatable {
        let id: String
        let feature: String
        let name: String
        let state: State
        /// The snapshot files the scenario records, relative to the snapshot folder.
        let files: [String]
        /// Where the scenario is declared.
        let declaration: ResultsJSON.Declaration
    }

    enum State: String, Encodable {
        case recorded, missing, pending
    }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> Int32 {
        let selection = try ScenarioSelection(arguments, context: context, command: spec.name)
        let store = try context.store(arguments)
        let pending = Set(try store.pendingFiles())
        let recorded = Set(try store.recordedFiles())
        let root = store.packageRoot
        let entries = try selection.scenarios.map { scenario in
            let files = try scenario.snapshotFiles().map(\.path.relativePath)
            let state: State =
                files.contains { pending.contains(SnapshotStore.pendingPath(for: $0)) }
                ? .pending : files.allSatisfy(recorded.contains) ? .recorded : .missing
            return Entry(
                id: scenario.id, feature: scenario.feature ?? "Scenarios", name: scenario.name, state: state,
                files: files, declaration: ResultsJSON.Declaration(scenario.source, packageRoot: root))
        }
        if arguments.flag(Self.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            context.write(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
        } else {
            context.write(table(entries))
        }
        return 0
    }

    /// Ids in a column, states beside them, then the counts.
    static func table(_ entries: [Entry]) -> String {
        let idWidth = (entries.map(\.id.count).max() ?? 0) + 2
        var lines = entries.map { $0.id.padding(idWidth) + $0.state.rawValue }
        let counts = [State.recorded, .missing, .pending].compactMap { state -> String? in
            let count = entries.filter { $0.state == state }.count
            return count == 0 ? nil : "\(count) \(state.rawValue)"
        }
        let noun = entries.count == 1 ? "scenario" : "scenarios"
        lines.append("")
        lines.append("\(entries.count) \(noun)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }
}
