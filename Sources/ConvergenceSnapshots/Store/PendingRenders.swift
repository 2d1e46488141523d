import Foundation

/// The pending renders (`<snapshot>.new` files) each snapshot folder holds, listed once per process.
///
/// A scenario whose files all pass must leave no pending render of them behind: one from an earlier failing run is
/// stale. Trying to remove it for every file of every run cost a system call on a path that is almost never there;
/// instead a folder is listed the first time one of its files passes, and the pending renders this process writes
/// there are added. A pending render that another process writes into the folder while this one runs is not seen:
/// the next run removes it.
enum PendingRenders {
    private final class Folders: @unchecked Sendable {
        let lock = NSLock()
        /// The names of the pending renders in each folder listed so far, by the folder's path.
        var names: [String: Set<String>] = [:]
    }

    private static let folders = Folders()

    /// Removes the pending render at `path` (absolute) if the folder holds one.
    static func removeStale(atPath path: String) throws {
        let (folder, name) = FileBytes.folderAndName(of: path)
        let isListed = folders.lock.withLock { () -> Bool in
            if folders.names[folder] == nil { folders.names[folder] = listing(of: folder) }
            return folders.names[folder]?.contains(name) == true
        }
        guard isListed else { return }
        try FileBytes.removeIfPresent(atPath: path)
        _ = folders.lock.withLock { folders.names[folder]?.remove(name) }
    }

    /// Writes `rendered` as the pending render at `path` (absolute), atomically, and remembers it is there.
    static func write(_ rendered: String, atPath path: String) throws {
        try SnapshotStore.writeAtomically(Data(rendered.utf8), toPath: path)
        let (folder, name) = FileBytes.folderAndName(of: path)
        _ = folders.lock.withLock { folders.names[folder]?.insert(name) }
    }

    /// The names of the pending renders in `folder`; none when it cannot be listed (it does not exist yet).
    private static func listing(of folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(SnapshotStore.pendingSuffix) })
    }
}
