import Foundation

extension SnapshotStore {
    /// Compares `rendered` with the snapshot at `relativePath` and writes what `mode` allows.
    ///
    /// | State \ mode | `missing` | `all` | `failed` | `never` |
    /// |---|---|---|---|---|
    /// | no snapshot | `.recorded` | `.recorded` | `.recorded` | `.missing` (render in `.new`) |
    /// | equal | `.passed` | `.passed` | `.passed` | `.passed` |
    /// | different | `.changed` (render in `.new`) | `.updated` | `.updated` | `.changed` (render in `.new`) |
    ///
    /// Comparison is byte for byte. When the snapshot ends up equal to the render (passed, recorded or updated), a
    /// `<file>.new` left by an earlier run is stale and removed; nothing else is ever deleted here. A snapshot that
    /// cannot be read as a render (see ``read(_:)``) throws, so a damaged file never passes.
    ///
    /// ```swift
    /// try store.check("Items\n", at: "Items/loaded.txt", mode: .missing)  // .recorded, then .passed
    /// try store.check("Items!\n", at: "Items/loaded.txt", mode: .never)
    /// // .changed(old: "Items\n", pendingFile: "Items/loaded.txt.new")
    /// ```
    ///
    /// - Parameters:
    ///   - rendered: The render's text.
    ///   - relativePath: The snapshot's path relative to the store's root, such as `Items/loaded.txt`.
    ///   - mode: What may be written: see the table.
    /// - Returns: The outcome, as in the table.
    public func check(_ rendered: String, at relativePath: String, mode: RecordMode) throws -> SnapshotOutcome {
        let file = try filePath(for: relativePath)
        let pendingPath = Self.pendingPath(for: relativePath)
        let pending = file + Self.pendingSuffix
        guard let recorded = try Self.readText(atPath: file) else {
            try ignorePendingFiles()
            if mode == .never {
                try PendingRenders.write(rendered, atPath: pending)
                return .missing(pendingFile: pendingPath)
            }
            try Self.writeAtomically(Data(rendered.utf8), toPath: file)
            try PendingRenders.removeStale(atPath: pending)
            return .recorded
        }
        if recorded.utf8.elementsEqual(rendered.utf8) {
            try PendingRenders.removeStale(atPath: pending)
            return .passed
        }
        try ignorePendingFiles()
        switch mode {
        case .all, .failed:
            try Self.writeAtomically(Data(rendered.utf8), toPath: file)
            try PendingRenders.removeStale(atPath: pending)
            return .updated(old: recorded)
        case .missing, .never:
            try PendingRenders.write(rendered, atPath: pending)
            return .changed(old: recorded, pendingFile: pendingPath)
        }
    }
}
