import Convergence
import Foundation

/// What a command runs against: the catalog, the snapshot store, the environment and where output goes.
///
/// Output goes through closures so tests capture it; `isTerminal` decides between progress lines and plain lines.
package struct CommandContext: Sendable {
    package let program: String
    package internal(set) var catalog: ScenarioCatalog
    package let environment: [String: String]
    package let workingDirectory: URL
    package let isTerminal: Bool
    package let write: @Sendable (String) -> Void
    package let writeError: @Sendable (String) -> Void
    /// Reads one answer line from standard input (without its newline), `nil` at end of input: how interactive
    /// commands read from a pipe or a file, e.g. `printf 'a\nr\n' | scenarios review`.
    package let readLine: @Sendable () -> String?
    /// Single key presses when standard input is a terminal, `nil` when it is a pipe or a file (then `readLine`
    /// reads lines). Taking key presses from here rather than from the process lets tests script them.
    package let keyInput: KeyInput?
    /// Whether a run of the catalog (`verify`, `record`) takes SIGINT and SIGTERM over to stop cleanly: true in the
    /// real process, false (the default) for commands run in-process, which must not change the process's signals.
    package var handlesSignals = false

    /// A context from its parts; tests pass closures that capture output.
    ///
    /// - Parameters:
    ///   - program: The command line's name, for help and suggested commands.
    ///   - catalog: The app's scenarios.
    ///   - environment: The process's environment (`SNAPSHOTS_RECORD`, `CI`, `NO_COLOR`…).
    ///   - workingDirectory: Where the package is looked for when `--snapshots` is not given.
    ///   - isTerminal: Whether standard output is a terminal: progress lines then, plain lines otherwise.
    ///   - write: Writes to standard output.
    ///   - writeError: Writes to standard error.
    ///   - readLine: Reads one line of standard input, `nil` at its end.
    ///   - keyInput: Single key presses when standard input is a terminal; `nil` (the default) otherwise.
    package init(
        program: String,
        catalog: ScenarioCatalog,
        environment: [String: String],
        workingDirectory: URL,
        isTerminal: Bool,
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String?,
        keyInput: KeyInput? = nil
    ) {
        self.program = program
        self.catalog = catalog
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.isTerminal = isTerminal
        self.write = write
        self.writeError = writeError
        self.readLine = readLine
        self.keyInput = keyInput
    }

    /// The snapshot store: `--snapshots DIR` if given, else `__Snapshots__` in the nearest folder above the working
    /// directory that holds `Package.swift`.
    ///
    /// - Parameter arguments: The command's parsed arguments, which may hold `--snapshots DIR`.
    /// - Returns: The store.
    /// - Throws: ``CommandFailure`` when no `--snapshots` is given and no folder above the working directory holds
    ///   `Package.swift`.
    package func store(_ arguments: ParsedArguments) throws -> SnapshotStore {
        if let folder = arguments.value(RunOptions.snapshots) {
            return SnapshotStore(root: fileURL(forPath: folder))
        }
        var folder = workingDirectory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return SnapshotStore(root: folder.appendingPathComponent(SnapshotStore.folderName))
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw CommandFailure(
            "No Package.swift in \(workingDirectory.path) or any folder above it; run from your package, or pass --snapshots DIR."
        )
    }

    /// The scenario with an id, or a usage error suggesting the nearest ids (or, when none is near, where to see
    /// them all).
    ///
    /// - Parameters:
    ///   - id: The scenario's id, `Feature/name`.
    ///   - command: The command's name, for the error's usage line.
    /// - Returns: The scenario.
    /// - Throws: ``UsageError`` when the catalog has no scenario with the id.
    package func scenario(_ id: String, command: String) throws(UsageError) -> Scenario {
        if let scenario = catalog.scenario(id: id) { return scenario }
        let ids = catalog.all.map(\.id)
        let suggestion = Suggestions.didYouMean(id, among: ids)
        throw UsageError(
            command: command,
            message: "no scenario \(id)"
                + (suggestion.isEmpty ? "; `\(program) list` shows the \(ids.count) ids there are" : suggestion))
    }
}

/// A command that could not do its work: exit code 1, with a message for people.
package struct CommandFailure: Error, Sendable, CustomStringConvertible {
    package let description: String
    /// A failure with its message.
    ///
    /// - Parameter description: What went wrong and what to do, for people.
    package init(_ description: String) { self.description = description }
}
