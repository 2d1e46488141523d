import ConvergenceSupport
import ConvergenceTree
import Foundation

extension SnapshotPath {
    /// Throws when two scenarios would share a snapshot file, on any file system a checkout may land on.
    ///
    /// Two entries collide when their paths are equal, or when a file or folder of one differs from the matching
    /// one of the other only in letter case (or Unicode normalisation): macOS and Windows file systems treat those
    /// as one, so `Items/Loaded.txt` would overwrite `Items/loaded.txt`, and folders `Items/` and `items/` would
    /// merge and make live snapshots look obsolete. The error names both scenarios. Entries are checked in order;
    /// the first collision is reported.
    ///
    /// ```swift
    /// try SnapshotPath.checkCollisions([
    ///     (scenarioID: "Items/loaded", relativePath: "Items/loaded.txt"),
    ///     (scenarioID: "Items/Loaded", relativePath: "Items/Loaded.txt"),
    /// ])  // throws: scenarios "Items/loaded" and "Items/Loaded" … differ only in letter case
    /// ```
    ///
    /// - Parameter entries: Each scenario's id with the path of one of its files, relative to the snapshot folder.
    public static func checkCollisions(_ entries: [(scenarioID: String, relativePath: String)]) throws {
        var seen: [String: (exact: String, isFile: Bool, scenarioID: String, relativePath: String)] = [:]
        for entry in entries {
            // ASCII needs neither normalization nor full case folding (the common case, and far cheaper).
            let isASCII = UTF8Scan.isASCII(entry.relativePath)
            let path = isASCII ? entry.relativePath : entry.relativePath.precomposedStringWithCanonicalMapping
            let components = path.split(separator: "/")
            for end in components.indices {
                let exact = components[...end].joined(separator: "/")
                let key = isASCII ? exact.lowercased() : exact.uppercased().lowercased()
                let isFile = end == components.index(before: components.endIndex)
                guard let earlier = seen[key] else {
                    seen[key] = (exact, isFile, entry.scenarioID, entry.relativePath)
                    continue
                }
                if earlier.exact != exact || isFile || earlier.isFile {
                    throw SnapshotStoreError.pathCollision(
                        firstScenario: earlier.scenarioID, firstPath: earlier.relativePath,
                        secondScenario: entry.scenarioID, secondPath: entry.relativePath)
                }
            }
        }
    }
}
