import ConvergenceScenarios
import ConvergenceSupport
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
    ///
    /// - Parameters:
    ///   - text: The file's new contents.
    ///   - relativePath: The path relative to the root, such as `Items/loaded.txt`.
    /// - Throws: When the path leaves the root, or the folder or file cannot be written.
    public func write(_ text: String, to relativePath: String) throws {
        try ignorePendingFiles()
        try Self.writeAtomically(Data(text.utf8), toPath: filePath(for: relativePath))
    }

    /// The `.gitignore` the store writes at its root, so pending renders and the temporary files of interrupted
    /// writes stay out of git in any package.
    static let gitignoreText = """
        # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
        *.new
        # A feature's folder whose name ends in .new holds snapshots: it is not ignored (its .new files still are).
        !*.new/
        # Temporary files of atomic writes (.<file>.<pid>.<random>.tmp); a killed run can leave one behind.
        .*.tmp

        """

    /// What earlier versions wrote, which the store brings up to date (any other `.gitignore` is the package's).
    static let earlierGitignoreTexts = [
        """
        # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
        *.new

        """,
        """
        # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
        *.new
        # Temporary files of atomic writes (.<file>.<pid>.<random>.tmp); a killed run can leave one behind.
        .*.tmp

        """,
    ]

    /// Snapshot folders this process has seen holding a `.gitignore`.
    private static let ignoringRoots = ProcessMemo<String, Bool>()

    /// Makes sure git ignores pending `.new` renders and temporary files: writes ``gitignoreText`` as `.gitignore`
    /// at the root unless one is there already (a `.gitignore` of the package's own is left as it is; one an
    /// earlier version wrote is brought up to date). Commit it with the snapshots.
    func ignorePendingFiles() throws {
        // Asked before every write: once the file is known to be there, this process does not look again.
        guard Self.ignoringRoots[rootPath] == nil else { return }
        let file = rootPath + "/.gitignore"
        if let existing = FileManager.default.contents(atPath: file) {
            if Self.earlierGitignoreTexts.contains(where: { Data($0.utf8) == existing }) {
                try Self.writeAtomically(Data(Self.gitignoreText.utf8), toPath: file)
            }
        } else {
            try Self.writeAtomically(Data(Self.gitignoreText.utf8), toPath: file)
        }
        Self.ignoringRoots[rootPath] = true
    }

    /// Writes `data` to the file at `file` atomically (see ``write(_:to:)``), creating folders as needed.
    static func writeAtomically(_ data: Data, toPath file: String) throws {
        let (folder, name) = FileBytes.folderAndName(of: file)
        var temporary = folder + "/" + TemporaryNames.next(for: name)
        do {
            // Folders are created only when the write finds one missing: most writes go to existing folders.
            var attempt = 1
            while true {
                do {
                    try FileBytes.writeNewFile(data, atPath: temporary)
                    break
                } catch is FileBytes.NoSuchFolder where attempt < 8 {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch is FileBytes.AlreadyExists where attempt < 8 {
                    // Left by an earlier process with this one's id: take the next name.
                    temporary = folder + "/" + TemporaryNames.next(for: name)
                }
                attempt += 1
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            let reason: String
            switch error {
            case let failure as FileBytes.Failure: reason = failure.reason
            case is FileBytes.NoSuchFolder: reason = "its folder could not be created"
            case is FileBytes.AlreadyExists: reason = "no unused temporary file name was found beside it"
            default: reason = error.localizedDescription
            }
            throw SnapshotStoreError.writeFailed(file: file, reason: reason)
        }
        if let failure = replace(file, with: temporary) {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SnapshotStoreError.writeFailed(file: file, reason: failure)
        }
    }

    /// Moves `temporary` over `file` in one step; returns why it failed, or nil.
    private static func replace(_ file: String, with temporary: String) -> String? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard rename(temporary, file) != 0 else { return nil }
            return String(cString: strerror(errno))
        #else
            do {
                if FileManager.default.fileExists(atPath: file) {
                    _ = try FileManager.default.replaceItemAt(
                        URL(fileURLWithPath: file), withItemAt: URL(fileURLWithPath: temporary))
                } else {
                    try FileManager.default.moveItem(atPath: temporary, toPath: file)
                }
                return nil
            } catch {
                return error.localizedDescription
            }
        #endif
    }
}

/// Names of temporary files, `.<name>.<pid>.<token>.tmp`: the process id says whose they are (so a later run can
/// sweep those of processes that are gone); the token, a random start plus a counter, keeps this process's apart
/// without asking the system for randomness on every write.
private enum TemporaryNames {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var counter = UInt64.random(in: 0...UInt64.max)
    private static let process = ProcessInfo.processInfo.processIdentifier

    static func next(for name: String) -> String {
        let token = lock.withLock {
            counter &+= 1
            return counter
        }
        return ".\(name).\(process).\(String(token, radix: 36)).tmp"
    }
}
