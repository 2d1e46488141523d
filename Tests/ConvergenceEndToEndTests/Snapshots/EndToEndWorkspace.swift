import ConvergenceSnapshots
import Foundation

/// A temporary folder holding the user's package and its scratch folder.
struct EndToEndWorkspace {
    let folder: URL
    let package: URL
    let scratch: URL
    /// This package's root, found from this file: the user's package depends on it by path.
    let main: URL

    /// - Parameter sharingScratch: Whether the package builds into the shared scratch folder; a package that only
    ///   loads its manifest keeps one of its own, so that it never waits on SwiftPM's lock while the others build.
    init(sharingScratch: Bool = true, filePath: String = #filePath) throws {
        guard let main = SnapshotStore.packageRoot(containing: filePath) else {
            throw EndToEndFailure(description: "no Package.swift above \(filePath)")
        }
        self.main = main
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceEndToEnd-\(UUID().uuidString)", isDirectory: true)
        package = folder.appendingPathComponent("FooApp", isDirectory: true)
        scratch =
            sharingScratch
            ? Self.sharedScratch(below: main) : folder.appendingPathComponent("scratch", isDirectory: true)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    }

    /// The one scratch folder every end-to-end package of this checkout builds into, in the checkout's own `.build`:
    /// the packages differ, but this package's modules in them are built once, not once per test, and SwiftPM's lock
    /// on the folder runs their commands one at a time. Each package has a name of its own, so products never clash.
    static func sharedScratch(below main: URL) -> URL {
        main.appendingPathComponent(".build/end-to-end", isDirectory: true)
    }

    /// Removes the folder, and the lock files SwiftPM leaves in the temporary directory for its scratch folder
    /// (named after the scratch path, which holds this workspace's unique name).
    func remove() {
        try? FileManager.default.removeItem(at: folder)
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.contains(folder.lastPathComponent) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    var snapshots: URL { package.appendingPathComponent(SnapshotStore.folderName, isDirectory: true) }

    /// Where the files would go if the framework wrongly used its own package root.
    var mainSnapshotsFoo: URL { main.appendingPathComponent(SnapshotStore.folderName).appendingPathComponent("Foo") }

    func snapshot(_ relativePath: String) -> String? {
        text(at: snapshots.appendingPathComponent(relativePath))
    }

    func snapshotFiles() -> [String] {
        (try? SnapshotStore(root: snapshots).recordedFiles()) ?? []
    }

    func pendingFiles() -> [String] {
        (try? SnapshotStore(root: snapshots).pendingFiles()) ?? []
    }

    /// A file's text, or nil when it does not exist.
    func text(at file: URL) -> String? {
        FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Running commands

    /// Runs `swift <subcommand> <arguments>` on the package and its scratch folder (the two options go right after
    /// the subcommand, so `swift run` hands everything in `arguments` after the product to the program).
    func swift(_ subcommand: String, _ arguments: [String] = [], environment: [String: String] = [:]) async throws
        -> EndToEndRun
    {
        try await run(
            "swift", [subcommand, "--package-path", package.path, "--scratch-path", scratch.path] + arguments,
            environment: environment)
    }

    /// Runs `swift run <product> <arguments>` in the package: the way a user runs their embedded command line.
    func command(_ product: String, _ arguments: [String]) async throws -> EndToEndRun {
        try await swift("run", [product] + arguments)
    }

    /// Runs a program found on `PATH` in the package folder with the inherited environment, minus the variables
    /// that choose a record mode, plus `environment`. Standard output and standard error go to one log.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> EndToEndRun
    {
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["SNAPSHOTS_RECORD"] = nil
        variables["PWD"] = package.path
        variables.merge(environment) { $1 }

        let log = folder.appendingPathComponent("\((program as NSString).lastPathComponent)-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw EndToEndFailure(description: "cannot create \(log.path)")
        }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.environment = variables
        process.currentDirectoryURL = package
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return EndToEndRun(status: status, output: text(at: log) ?? "")
    }
}

/// How a command ended: its exit status and everything it printed.
struct EndToEndRun {
    let status: Int32
    let output: String

    /// The output's lines, without surrounding blanks.
    var lines: [String] {
        output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether the output holds a unified diff line removing `old` and one adding `new`.
    func showsChange(from old: String, to new: String) -> Bool {
        lines.contains { $0.hasPrefix("-") && !$0.hasPrefix("---") && $0.contains(old) }
            && lines.contains { $0.hasPrefix("+") && !$0.hasPrefix("+++") && $0.contains(new) }
    }
}

struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
}
