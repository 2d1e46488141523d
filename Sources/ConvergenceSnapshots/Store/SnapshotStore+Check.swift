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
            if mode == .never {
                try leavePending(rendered, at: relativePath, pendingFile: pending, old: nil)
                return .missing(pendingFile: pendingPath)
            }
            try ignorePendingFiles()
            try Self.writeAtomically(Data(rendered.utf8), toPath: file)
            Self.removeStalePending(atPath: pending)
            return .recorded
        }
        if recorded.utf8.elementsEqual(rendered.utf8) {
            Self.removeStalePending(atPath: pending)
            return .passed
        }
        switch mode {
        case .all, .failed:
            try ignorePendingFiles()
            try Self.writeAtomically(Data(rendered.utf8), toPath: file)
            Self.removeStalePending(atPath: pending)
            return .updated(old: recorded)
        case .missing, .never:
            try leavePending(rendered, at: relativePath, pendingFile: pending, old: recorded)
            return .changed(old: recorded, pendingFile: pendingPath)
        }
    }

    /// Leaves `rendered` beside the snapshot at `relativePath` as its `.new` file (at `pendingFile`). When the file
    /// system refuses (a full disk, a read-only folder), the check still fails as a change or a missing snapshot: the
    /// error says so, with the diff from `old`, rather than only that a file could not be written.
    private func leavePending(_ rendered: String, at relativePath: String, pendingFile: String, old: String?) throws {
        // The `.gitignore` is written first where it can be; where it cannot, the `.new` file's own failure is the one
        // to report.
        try? ignorePendingFiles()
        do {
            try PendingRenders.write(rendered, atPath: pendingFile)
        } catch let error as SnapshotStoreError {
            guard case .writeFailed(_, let reason) = error.reason else { throw error }
            let shown = Self.folderName + "/" + relativePath
            let diff = old.map {
                TextDiff(old: $0, new: rendered).annotated(
                    oldName: shown, newName: "the render", maxLines: SnapshotRunner.messageDiffLines)
            }
            throw SnapshotStoreError.pendingNotWritten(
                snapshot: shown, pendingFile: Self.pendingPath(for: shown), reason: reason, diff: diff)
        }
    }

    /// Removes the `.new` file an earlier run left beside a snapshot that now equals its render. Only tidying: a
    /// file system that refuses (a read-only folder) does not fail a check whose snapshot matches.
    static func removeStalePending(atPath path: String) {
        try? PendingRenders.removeStale(atPath: path)
    }
}
