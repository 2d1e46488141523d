import Foundation

/// Throwaway package folders for tests that check snapshots against files on disk.
public enum ProbePackage {
    /// A package folder in the temporary directory (a `Package.swift` and `__Snapshots__/Probe/stale.txt` recorded
    /// long ago), for a scenario `Probe/stale` whose render differs. The caller removes it.
    public static func withStaleSnapshot() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("convergence-probe-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("__Snapshots__/Probe")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("Recorded long ago\n".utf8).write(to: folder.appendingPathComponent("stale.txt"))
        return root
    }
}
