import Foundation
import Testing

/// Compares renders with files under `__Snapshots__/` until the scenario runner takes this over.
///
/// Follows the contract's record modes: `SNAPSHOTS_RECORD=missing|all|failed|never`, `missing` by default and
/// `never` when `CI` is set. A mismatch that is not recorded leaves the new render beside the file as `<file>.new`.
enum GoldenFile {
    enum Mode: String, CaseIterable {
        case missing, all, failed, never
    }

    static func mode(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Mode {
        if let raw = environment["SNAPSHOTS_RECORD"], !raw.isEmpty {
            guard let mode = Mode(rawValue: raw) else {
                throw GoldenFileError(
                    "SNAPSHOTS_RECORD=\(raw) is not a record mode; use one of: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return mode
        }
        let ci = environment["CI"]?.lowercased() ?? ""
        return ["", "0", "false"].contains(ci) ? .missing : .never
    }

    /// The package root: the nearest folder above this file that holds `Package.swift`.
    static func packageRoot(from filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Checks `actual` against `__Snapshots__/<relativePath>`, recording by mode; returns a failure message or nil.
    static func verify(_ actual: String, relativePath: String) throws -> String? {
        let file = packageRoot().appendingPathComponent("__Snapshots__").appendingPathComponent(relativePath)
        let pending = file.appendingPathExtension("new")
        let mode = try mode()
        let fileManager = FileManager.default
        guard let data = fileManager.contents(atPath: file.path) else {
            if mode == .never {
                try write(actual, to: pending)
                return
                    "No snapshot at \(file.path) (record mode never). Record it with: SNAPSHOTS_RECORD=missing swift test"
            }
            try write(actual, to: file)
            return nil
        }
        guard let recorded = String(data: data, encoding: .utf8) else {
            return "\(file.path) is not UTF-8 text; re-record it with: SNAPSHOTS_RECORD=all swift test"
        }
        if recorded == actual {
            try? fileManager.removeItem(at: pending)
            return nil
        }
        if mode == .all || mode == .failed {
            try write(actual, to: file)
            return nil
        }
        try write(actual, to: pending)
        return """
            Snapshot \(file.path) differs from the render (new render written to \(pending.lastPathComponent)).
            --- recorded
            \(recorded)--- rendered
            \(actual)Accept with: SNAPSHOTS_RECORD=failed swift test
            """
    }

    private static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }
}

struct GoldenFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
