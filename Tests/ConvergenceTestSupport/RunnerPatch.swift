import Foundation

/// The unified diffs a failure message prints, read back, and applied with GNU `patch` as a reader would apply them.
package enum RunnerPatch {
    /// The unified diffs in a failure message: each from its `---` line through its last hunk line.
    package static func diffs(in message: String) -> [(oldName: String, patch: String)] {
        var found: [(String, String)] = []
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("--- "), index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
                index += 1
                continue
            }
            let oldName = String(lines[index].dropFirst(4))
            var patch = [lines[index], lines[index + 1]]
            index += 2
            while index < lines.count, let first = lines[index].first, "@ -+\\".contains(first) {
                if lines[index].hasPrefix("--- ") { break }
                patch.append(lines[index])
                index += 1
            }
            found.append((oldName, patch.joined(separator: "\n") + "\n"))
        }
        return found
    }

    /// What `/usr/bin/patch` makes of `patch` applied to a copy of `original`.
    package static func apply(_ patch: String, to original: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceRunnerPatch-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.txt")
        let patchFile = folder.appendingPathComponent("change.diff")
        let output = folder.appendingPathComponent("patched.txt")
        try Data(original.utf8).write(to: target)
        try Data(patch.utf8).write(to: patchFile)
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: "/usr/bin/patch"),
            [
                "--batch", "--silent", "--no-backup-if-mismatch", "--output=\(output.path)", target.path,
                patchFile.path,
            ],
            input: FileHandle.nullDevice, mergingErrors: true)
        guard run.status == 0 else {
            throw RunnerPatchFailure(description: "patch exited \(run.status): " + run.standardOutput)
        }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }

    package static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") }
}

package struct RunnerPatchFailure: Error, CustomStringConvertible {
    package let description: String
}
