import Convergence
import Foundation

/// `--json FILE` and `--junit FILE`: machine-readable results beside a command's own output, for CI systems.
///
/// Both files are written whole or not at all (a temporary file in the same folder, then a rename), after the run,
/// whatever its result; the command's exit status is unchanged by them. A path that cannot be written is a clear
/// error before anything runs (a folder, a file under a file), and again if writing fails after the run.
enum ResultFiles {
    static let json = CommandSpec.Option(
        "--json", value: "FILE",
        help: "Also write the results as JSON (schema: Scripts/scenarios-results.schema.json) to FILE.")
    static let junit = CommandSpec.Option(
        "--junit", value: "FILE", help: "Also write the results as JUnit XML (a test case per scenario and format).")

    static let options = [json, junit]

    /// The files asked for, checked before the run.
    struct Request {
        var json: URL?
        var junit: URL?
        var isEmpty: Bool { json == nil && junit == nil }
    }

    static func request(_ arguments: ParsedArguments, context: CommandContext, command: String) throws -> Request {
        var request = Request()
        if let path = arguments.value(json) {
            request.json = try check(path, option: "--json", context: context, command: command)
        }
        if let path = arguments.value(junit) {
            request.junit = try check(path, option: "--junit", context: context, command: command)
        }
        if let json = request.json, let junit = request.junit, json.standardizedFileURL == junit.standardizedFileURL {
            throw UsageError(command: command, message: "--json and --junit name the same file \(json.path)")
        }
        return request
    }

    /// The file's URL, if it can be a file: not empty, not a folder, and not below a file.
    static func check(_ path: String, option: String, context: CommandContext, command: String) throws -> URL {
        guard !path.isEmpty else { throw UsageError(command: command, message: "\(option) needs a file name") }
        let url = context.fileURL(forPath: path)
        var isFolder: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        {
            throw UsageError(command: command, message: "\(option) \(path) is a folder; give a file name inside it")
        }
        var ancestor = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { break }
            ancestor = parent
        }
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError(
                command: command,
                message: "\(option) \(path) cannot be written: \(ancestor.path) is a file, not a folder")
        }
        return url
    }

    /// Writes the requested files for a finished run, each a rendering of its model.
    static func write(_ request: Request, run: CatalogRunResult, command: String, mode: RecordMode) throws {
        if let url = request.json {
            try write(ResultsJSON.encoded(run, command: command, mode: mode), to: url, what: "the JSON results")
        }
        if let url = request.junit {
            try write(Data(JUnitReport(run: run).xml.utf8), to: url, what: "the JUnit XML")
        }
    }

    /// Atomically: a temporary file beside the target, then a rename, so a reader never sees half a file.
    static func write(_ data: Data, to url: URL, what: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("could not write \(what) to \(url.path): \(error.localizedDescription)")
        }
    }
}

extension SnapshotStore {
    /// The package root against which declarations are shown as relative paths: the nearest folder with a
    /// `Package.swift` holding the snapshot folder (the usual `__Snapshots__`), else holding the working directory
    /// (a `--snapshots DIR` elsewhere), else the snapshot folder's parent.
    var packageRoot: String {
        let parent = root.deletingLastPathComponent().standardizedFileURL
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        return (Self.package(containing: parent) ?? Self.package(containing: working) ?? parent).path
    }

    private static func package(containing folder: URL) -> URL? {
        var folder = folder
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
