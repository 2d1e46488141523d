import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension SnapshotStore {
    /// Writes `text` to `relativePath` atomically, creating folders as needed.
    ///
    /// The text goes to a uniquely named hidden file in the same folder (`.<name>.<pid>.<random>.tmp`), which is
    /// then renamed over the target with `rename(2)`: readers and concurrent writers see either the previous file
    /// or a complete new one, never a partial write. (No `fsync`: a snapshot is re-rendered on the next run.)
    ///
    /// ```swift
    /// try store.write("Items\n", to: "Items/loaded.txt")
    /// ```
    public func write(_ text: String, to relativePath: String) throws {
        try ignorePendingFiles()
        try Self.writeAtomically(Data(text.utf8), to: fileURL(for: relativePath))
    }

    /// The `.gitignore` the store writes at its root, so pending renders and the temporary files of interrupted
    /// writes stay out of git in any package.
    static let gitignoreText = """
        # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
        *.new
        # Temporary files of atomic writes (.<file>.<pid>.<random>.tmp); a killed run can leave one behind.
        .*.tmp

        """

    /// What earlier versions wrote, which the store brings up to date (any other `.gitignore` is the package's).
    static let earlierGitignoreTexts = [
        """
        # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
        *.new

        """
    ]

    /// Makes sure git ignores pending `.new` renders and temporary files: writes ``gitignoreText`` as `.gitignore`
    /// at the root unless one is there already (a `.gitignore` of the package's own is left as it is; one an
    /// earlier version wrote is brought up to date). Commit it with the snapshots.
    func ignorePendingFiles() throws {
        // Asked before every write: once the file is known to be there, this process does not look again.
        guard !IgnoredRoots.contains(rootPath) else { return }
        let file = root.appendingPathComponent(".gitignore")
        if let existing = FileManager.default.contents(atPath: file.path) {
            if Self.earlierGitignoreTexts.contains(where: { Data($0.utf8) == existing }) {
                try Self.writeAtomically(Data(Self.gitignoreText.utf8), to: file)
            }
        } else {
            try Self.writeAtomically(Data(Self.gitignoreText.utf8), to: file)
        }
        IgnoredRoots.insert(rootPath)
    }

    static func writeAtomically(_ data: Data, to file: URL) throws {
        let folder = file.deletingLastPathComponent()
        let unique =
            "\(ProcessInfo.processInfo.processIdentifier).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(unique).tmp")
        do {
            // Folders are created only when the write finds one missing: most writes go to existing folders.
            do {
                try FileBytes.writeNewFile(data, atPath: temporary.path)
            } catch is FileBytes.NoSuchFolder {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileBytes.writeNewFile(data, atPath: temporary.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            let reason = (error as? FileBytes.Failure)?.reason ?? error.localizedDescription
            throw SnapshotStoreError.writeFailed(file: file.path, reason: reason)
        }
        if let failure = replace(file, with: temporary) {
            try? FileManager.default.removeItem(at: temporary)
            throw SnapshotStoreError.writeFailed(file: file.path, reason: failure)
        }
    }

    /// Moves `temporary` over `file` in one step; returns why it failed, or nil.
    private static func replace(_ file: URL, with temporary: URL) -> String? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard rename(temporary.path, file.path) != 0 else { return nil }
            return String(cString: strerror(errno))
        #else
            do {
                if FileManager.default.fileExists(atPath: file.path) {
                    _ = try FileManager.default.replaceItemAt(file, withItemAt: temporary)
                } else {
                    try FileManager.default.moveItem(at: temporary, to: file)
                }
                return nil
            } catch {
                return error.localizedDescription
            }
        #endif
    }
}

/// Snapshot folders this process has seen holding a `.gitignore`.
private enum IgnoredRoots {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var roots: Set<String> = []

    static func contains(_ root: String) -> Bool { lock.withLock { roots.contains(root) } }
    static func insert(_ root: String) { _ = lock.withLock { roots.insert(root) } }
}
