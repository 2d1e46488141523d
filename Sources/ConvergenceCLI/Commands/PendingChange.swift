import Convergence

/// One pending `.new` render beside the snapshot it would replace: what `review` and `pending` show, accept and
/// reject alike.
struct PendingChange {
    /// The pending file, relative to the snapshot folder: `Items/loaded.txt.new`.
    let file: String
    /// The snapshot it would replace: `Items/loaded.txt`.
    let snapshot: String
    /// The recorded snapshot, or nil when nothing is recorded yet.
    let recorded: String?
    /// The new render.
    let new: String
    /// The line diff from the recorded snapshot (or nothing) to the new render.
    let diff: TextDiff

    /// Reads a pending file and its snapshot.
    ///
    /// - Parameters:
    ///   - file: The pending file, relative to the snapshot folder.
    ///   - store: The snapshot folder.
    init(_ file: String, store: SnapshotStore) throws {
        self.file = file
        snapshot = ReviewCommand.snapshotPath(of: file)
        recorded = try store.read(snapshot)
        new = try store.read(file) ?? ""
        diff = TextDiff(old: recorded ?? "", new: new)
    }

    /// The diff as `diff -u` writes it, from `/dev/null` when nothing is recorded.
    var unified: String {
        diff.unified(oldName: recorded == nil ? "/dev/null" : "a/\(snapshot)", newName: "b/\(snapshot)")
    }

    /// Accepts a pending file: its render replaces the snapshot (an atomic write) and the `.new` file goes.
    ///
    /// - Parameters:
    ///   - file: The pending file.
    ///   - store: The snapshot folder.
    /// - Returns: The snapshot now recorded.
    static func accept(_ file: String, store: SnapshotStore) throws -> String {
        let snapshot = ReviewCommand.snapshotPath(of: file)
        try store.write(try store.read(file) ?? "", to: snapshot)
        try store.prune([file])
        return snapshot
    }
}
