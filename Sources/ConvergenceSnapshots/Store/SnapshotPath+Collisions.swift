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
    package static func checkCollisions(_ entries: [(scenarioID: String, relativePath: String)]) throws {
        var seen: [String: (exact: Substring, isFile: Bool, entry: Int)] = [:]
        seen.reserveCapacity(entries.count + entries.count / 8)
        // A catalog lists a feature's files one after another: a folder path the previous entry already checked
        // can clash with nothing new, so only the file name is looked at.
        var previousFolders: Substring = ""
        for (index, entry) in entries.enumerated() {
            // ASCII needs neither normalization nor full case folding (the common case, and far cheaper).
            let isASCII = UTF8Scan.isASCII(entry.relativePath)
            let path = isASCII ? entry.relativePath : entry.relativePath.precomposedStringWithCanonicalMapping
            let slash = UInt8(ascii: "/")
            let folders = path.utf8.lastIndex(of: slash).map { path[..<$0] } ?? ""
            var ends: [String.Index] = []
            if folders != previousFolders {
                ends = path.utf8.indices.filter { path.utf8[$0] == slash }
            }
            previousFolders = folders
            ends.append(path.endIndex)
            for end in ends {
                let exact = path[..<end]
                let key = isASCII ? SnapshotStore.asciiLowercased(exact) : exact.uppercased().lowercased()
                let isFile = end == path.endIndex
                guard let earlier = seen[key] else {
                    seen[key] = (exact, isFile, index)
                    continue
                }
                if earlier.exact != exact || isFile || earlier.isFile {
                    let first = entries[earlier.entry]
                    throw SnapshotStoreError.pathCollision(
                        firstScenario: first.scenarioID, firstPath: first.relativePath,
                        secondScenario: entry.scenarioID, secondPath: entry.relativePath)
                }
            }
        }
    }
}
