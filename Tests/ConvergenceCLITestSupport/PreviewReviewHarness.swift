import ConvergenceCLI
import ConvergenceTestSupport
import Foundation
import Testing
import Workbench

/// A command context for `preview` and `review` tests: captured output, scripted answers, a temporary package folder.
///
/// `keys` are answer lines, as read from a pipe; `keyPresses`, when given, make standard input a scripted terminal
/// (`CommandContext.keyInput`) whose raw mode is recorded, so tests see when it was entered and left.
package final class PreviewReviewHarness: @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var errors = ""
    private var keys: [String]
    private var presses: [Key]?
    private var isRaw = false
    private var rawEntries = 0
    private var rawExits = 0
    private var pressesReadOutsideRawMode = 0
    /// A temporary folder holding an empty `Package.swift`, so the store is `<folder>/__Snapshots__`.
    package let package: URL

    package init(keys: [String] = [], keyPresses: [Key]? = nil) throws {
        self.keys = keys
        presses = keyPresses
        package = try TemporaryPackage.make("preview-review")
    }

    deinit { try? FileManager.default.removeItem(at: package) }

    package var standardOutput: String { lock.withLock { output } }

    /// Forgets what earlier runs wrote, for a test that runs several commands in one package.
    package func clearOutput() {
        lock.withLock {
            output = ""
            errors = ""
        }
    }
    package var standardError: String { lock.withLock { errors } }
    package var remainingKeys: [String] { lock.withLock { keys } }
    package var remainingKeyPresses: [Key]? { lock.withLock { presses } }
    /// How often raw mode was entered and left, whether it is on now, and how many key presses were read without it.
    package var rawMode: (entries: Int, exits: Int, isOn: Bool, readsOutside: Int) {
        lock.withLock { (rawEntries, rawExits, isRaw, pressesReadOutsideRawMode) }
    }

    package var snapshots: URL { package.appendingPathComponent("__Snapshots__") }

    package var context: CommandContext {
        CommandContext(
            program: "scenarios", catalog: WorkbenchCatalog.catalog, environment: [:], workingDirectory: package,
            isTerminal: false,
            write: { [self] text in lock.withLock { output += text } },
            writeError: { [self] text in lock.withLock { errors += text } },
            readLine: { [self] in lock.withLock { keys.isEmpty ? nil : keys.removeFirst() } },
            keyInput: remainingKeyPresses == nil ? nil : scriptedTerminal)
    }

    /// A terminal that hands out `keyPresses` one at a time, nil once they run out.
    private var scriptedTerminal: KeyInput {
        KeyInput(
            withRawInput: { [self] body in
                lock.withLock {
                    isRaw = true
                    rawEntries += 1
                }
                defer {
                    lock.withLock {
                        isRaw = false
                        rawExits += 1
                    }
                }
                try await body()
            },
            readKey: { [self] in
                lock.withLock {
                    if !isRaw { pressesReadOutsideRawMode += 1 }
                    guard let next = presses?.first else { return nil }
                    presses?.removeFirst()
                    return next
                }
            })
    }

    @MainActor
    package func run(_ arguments: [String]) async -> Int32 {
        await ScenariosCommand.run(arguments, context: context)
    }

    /// Runs the built `scenarios` in the package folder, with standard input from a pipe (not a terminal) that
    /// holds `input` and then ends.
    package func runExecutable(_ arguments: [String], input text: String = "") throws -> CapturedProcess {
        let executable = try #require(
            BuiltProduct.executable(named: "workbench-scenarios"),
            "the workbench-scenarios executable is not built beside the tests")
        let input = Pipe()
        // Written and closed before the program starts (it is far smaller than a pipe's buffer), so that writing
        // cannot block and the program reads `text` and then the end of its input.
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try input.fileHandleForWriting.close()
        return try CapturedProcess.run(executable, arguments, directory: package, input: input.fileHandleForReading)
    }

    /// Writes a file below `__Snapshots__`, creating its folders.
    package func writeSnapshot(_ relativePath: String, _ text: String) throws {
        let file = snapshots.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    package func readSnapshot(_ relativePath: String) -> String? {
        (try? Data(contentsOf: snapshots.appendingPathComponent(relativePath))).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Three pending changes, in the order review walks them: a new snapshot, and two changed ones.
    package func writeThreePendingChanges() throws {
        try writeSnapshot("BooksView/loaded.txt.new", "Books\nnew\n")
        try writeSnapshot("PingView/error.txt", "Ping\nold error\n")
        try writeSnapshot("PingView/error.txt.new", "Ping\nnew error\n")
        try writeSnapshot("PingView/loaded.txt", "Ping\nold loaded\n")
        try writeSnapshot("PingView/loaded.txt.new", "Ping\nnew loaded\n")
    }

    /// Every file below `__Snapshots__`, relative and sorted.
    package func snapshotFiles() -> [String] { TemporaryPackage.files(below: snapshots) }
}
