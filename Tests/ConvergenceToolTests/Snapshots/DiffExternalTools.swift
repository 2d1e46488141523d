import ConvergenceTestSupport
import Foundation

/// Runs GNU `diff` and `patch` on texts written to a private temporary folder, to hold `TextDiff` to the tools
/// that reviewers and CI actually use.
struct DiffExternalTools {
    static let diffPath = "/usr/bin/diff"
    static let patchPath = "/usr/bin/patch"

    /// Whether both tools exist; the tests that need them are skipped elsewhere.
    static var areAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: diffPath)
            && FileManager.default.isExecutableFile(atPath: patchPath)
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "convergence-diff-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The hunks `diff -U<context>` prints for the two texts, without its `---`/`+++` lines; `""` when they are
    /// equal. `horizonLines` is passed as `--horizon-lines` (`diff` takes the largest context it is given, so
    /// `-u` is not added).
    func gnuDiff(old: String, new: String, context: Int = 3, horizonLines: Int? = nil) throws -> String {
        let oldFile = try write(old, to: "old.txt")
        let newFile = try write(new, to: "new.txt")
        let options = ["-U\(context)"] + (horizonLines.map { ["--horizon-lines=\($0)"] } ?? [])
        let output = try run(Self.diffPath, options + [oldFile.path, newFile.path], allowedStatuses: [0, 1])
        // Cut by byte: `Character`-wise, a "\r" before a "\n" would hide it.
        let newlines = output.indices.filter { output[$0] == UInt8(ascii: "\n") }
        return newlines.count < 2 ? "" : String(decoding: output[(newlines[1] + 1)...], as: UTF8.self)
    }

    /// The hunks `diff -U<context>` prints for each pair of texts, as ``gnuDiff(old:new:context:horizonLines:)``
    /// does, from a single `diff -r` over two folders: one process instead of one per pair.
    func gnuDiffs(_ pairs: [(old: String, new: String)], context: Int = 3, horizonLines: Int? = nil) throws -> [String]
    {
        let (oldFolder, newFolder) = ("old-\(pairs.count)", "new-\(pairs.count)")
        for folder in [oldFolder, newFolder] {
            let url = self.folder.appendingPathComponent(folder)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        for (index, pair) in pairs.enumerated() {
            _ = try write(pair.old, to: "\(oldFolder)/\(index).txt")
            _ = try write(pair.new, to: "\(newFolder)/\(index).txt")
        }
        let options = ["-r", "-U\(context)"] + (horizonLines.map { ["--horizon-lines=\($0)"] } ?? [])
        let output = try run(Self.diffPath, options + [oldFolder, newFolder], allowedStatuses: [0, 1])

        // Each file's section starts with a "diff -r …/<index>.txt" line at the start of a line (hunk lines all
        // start with " ", "-", "+", "\\" or "@"), then its "---" and "+++" lines. Cut by byte.
        var sections = Array(repeating: [UInt8](), count: pairs.count)
        var current: Int?
        var skipHeaders = 0
        for line in output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            if line.starts(with: Array("diff ".utf8)) {
                let name = String(decoding: line, as: UTF8.self).split(separator: "/").last ?? ""
                current = Int(name.dropLast(".txt".count))
                skipHeaders = 2
            } else if skipHeaders > 0 {
                skipHeaders -= 1
            } else if let current {
                sections[current] += line + [UInt8(ascii: "\n")]
            }
        }
        return sections.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text `patch` makes when it applies `diff` to `old`.
    func gnuPatch(_ diff: String, to old: String) throws -> String {
        let oldFile = try write(old, to: "target.txt")
        let diffFile = try write(diff, to: "change.diff")
        let outputFile = folder.appendingPathComponent("patched.txt")
        try? FileManager.default.removeItem(at: outputFile)
        _ = try run(
            Self.patchPath,
            [
                "--batch", "--silent", "--no-backup-if-mismatch", "--output=\(outputFile.path)", oldFile.path,
                diffFile.path,
            ],
            allowedStatuses: [0])
        return String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }

    private func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func run(_ tool: String, _ arguments: [String], allowedStatuses: Set<Int32>) throws -> [UInt8] {
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: tool), arguments, directory: folder, input: FileHandle.nullDevice)
        guard allowedStatuses.contains(run.status) else {
            throw ToolFailure(
                description: "\(tool) \(arguments.joined(separator: " ")) exited with \(run.status): "
                    + String(decoding: run.standardOutputData + run.standardErrorData, as: UTF8.self))
        }
        return Array(run.standardOutputData)
    }

    struct ToolFailure: Error, CustomStringConvertible {
        var description: String
    }
}
