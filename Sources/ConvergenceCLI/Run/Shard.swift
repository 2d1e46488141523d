import Convergence

/// One part of a catalog split across CI machines: `--shard i/n`.
///
/// A scenario belongs to the shard chosen by its id alone (FNV-1a of the id's UTF-8 bytes, modulo n), so the
/// partition is the same on every machine and every run: Swift's `hashValue` is seeded per process and would
/// split differently each time. Adding or removing one scenario never moves another between shards.
///
/// Obsolete snapshot files belong to no scenario, so they are split the same way by their path (a pending `.new`
/// file goes with its snapshot): every shard judges files against the whole catalog and reports only its own, so
/// each obsolete file is reported by exactly one shard and merged shard reports count it once.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")
/// shard.contains("Items/loaded")  // true for about a quarter of ids
/// shard.owns(obsoleteFile: "Items/removed.txt.new")  // the same answer as for "Items/removed.txt"
/// ```
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part, from 1.
    package let index: Int
    /// How many parts.
    package let count: Int

    /// A shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    ///
    /// - Parameters:
    ///   - index: Which part, from 1.
    ///   - count: How many parts, at least 1.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`; a usage error says what is expected.
    ///
    /// - Parameters:
    ///   - text: The value of `--shard`, such as `2/4`.
    ///   - command: The command's name, for the error's usage line; `nil` (the default) for none.
    /// - Throws: ``UsageError`` unless the text is `i/n` with 1 ≤ i ≤ n.
    package init(parsing text: String, command: String? = nil) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            let shard = Shard(index: index, count: count)
        else {
            throw UsageError(
                command: command, message: "--shard needs i/n with 1 ≤ i ≤ n (e.g. --shard 2/4), not \(text)")
        }
        self = shard
    }

    /// Whether the scenario with this id falls in this shard.
    ///
    /// - Parameter scenarioID: The scenario's id, `Feature/name`.
    /// - Returns: `true` when the id's shard is this one.
    package func contains(_ scenarioID: String) -> Bool {
        Self.shardIndex(of: scenarioID, count: count) == index
    }

    /// Whether this shard reports an obsolete snapshot file (a path relative to the snapshot folder).
    ///
    /// - Parameter path: The file's path relative to the snapshot folder.
    /// - Returns: `true` when this shard reports the file.
    package func owns(obsoleteFile path: String) -> Bool {
        Self.shardIndex(of: Self.snapshotPath(of: path), count: count) == index
    }

    /// A pending render's snapshot path (`Items/a.txt` for `Items/a.txt.new`), other paths as they are.
    static func snapshotPath(of path: String) -> String {
        let suffix = SnapshotStore.pendingPath(for: "")
        return path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path
    }

    /// The shard (from 1) that an id falls in when a catalog is split `count` ways.
    ///
    /// - Parameters:
    ///   - scenarioID: The scenario's id, `Feature/name`.
    ///   - count: How many parts the catalog is split into; below 1 counts as 1.
    /// - Returns: The shard's index, from 1 to `count`.
    package static func shardIndex(of scenarioID: String, count: Int) -> Int {
        Int(fnv1a(scenarioID) % UInt64(max(1, count))) + 1
    }

    /// 64-bit FNV-1a: tiny, fast, and the same on every platform and in every process.
    ///
    /// - Parameter text: The text whose UTF-8 bytes to hash.
    /// - Returns: The hash.
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    package var description: String { "\(index)/\(count)" }
}
