import ConvergenceCLI
import Foundation
import Testing
import Workbench

/// A command context for `preview` and `review` tests: captured output, scripted answers, a temporary package folder.
///
/// `keys` are answer lines, as read from a pipe; `keyPresses`, when given, make standard input a scripted terminal
/// (`CommandContext.keyInput`) whose raw mode is recorded, so tests see when it was entered and left.
final class PreviewReviewHarness: @unchecked Sendable {
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
    let package: URL

    init(keys: [String] = [], keyPresses: [Key]? = nil) throws {
        self.keys = keys
        presses = keyPresses
        package = FileManager.default.temporaryDirectory.appendingPathComponent("preview-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
    }

    deinit { try? FileManager.default.removeItem(at: package) }

    var standardOutput: String { lock.withLock { output } }
    var standardError: String { lock.withLock { errors } }
    var remainingKeys: [String] { lock.withLock { keys } }
    var remainingKeyPresses: [Key]? { lock.withLock { presses } }
    /// How often raw mode was entered and left, whether it is on now, and how many key presses were read without it.
    var rawMode: (entries: Int, exits: Int, isOn: Bool, readsOutside: Int) {
        lock.withLock { (rawEntries, rawExits, isRaw, pressesReadOutsideRawMode) }
    }

    var snapshots: URL { package.appendingPathComponent("__Snapshots__") }

    var context: CommandContext {
        CommandContext(
            program: "scenarios", catalog: WorkbenchCatalog.catalog, environment: [:], workingDirectory: package,
            isTerminal: false,
            write: { [self] text in lock.withLock { output += text } },
            writeError: { [self] text in lock.withLock { errors += text } },
            readKey: { [self] in lock.withLock { keys.isEmpty ? nil : keys.removeFirst() } },
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
    func run(_ arguments: [String]) async -> Int32 {
        await ScenariosCommand.run(arguments, context: context)
    }

    /// Runs the built `scenarios` in the package folder, with standard input from a pipe (not a terminal) that
    /// holds `input`.
    func runExecutable(_ arguments: [String], input text: String = "") throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        let executable: URL = try #require(PreviewReviewTmux.scenarios, "scenarios is not built beside the tests")
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = package
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // Written before the program starts (it is far smaller than a pipe's buffer), so that it can neither block
        // nor meet a reader that has already gone.
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try process.run()
        try input.fileHandleForWriting.close()
        // Read both streams at once, so that neither pipe fills up while the other is read.
        let errorData = PreviewReviewDataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData.data, as: UTF8.self)
        )
    }

    /// Writes a file below `__Snapshots__`, creating its folders.
    func writeSnapshot(_ relativePath: String, _ text: String) throws {
        let file = snapshots.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func readSnapshot(_ relativePath: String) -> String? {
        (try? Data(contentsOf: snapshots.appendingPathComponent(relativePath))).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Three pending changes, in the order review walks them: a new snapshot, and two changed ones.
    func writeThreePendingChanges() throws {
        try writeSnapshot("Books/loaded.txt.new", "Books\nnew\n")
        try writeSnapshot("Ping/error.txt", "Ping\nold error\n")
        try writeSnapshot("Ping/error.txt.new", "Ping\nnew error\n")
        try writeSnapshot("Ping/loaded.txt", "Ping\nold loaded\n")
        try writeSnapshot("Ping/loaded.txt.new", "Ping\nnew loaded\n")
    }

    /// Every file below `__Snapshots__`, relative and sorted.
    func snapshotFiles() -> [String] {
        let root = snapshots.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }
}

/// Bytes handed from a reading thread to the test once the thread is done.
final class PreviewReviewDataBox: @unchecked Sendable {
    var data = Data()
}
