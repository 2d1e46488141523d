import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension SnapshotStore {
    /// A temporary file an atomic write left behind: `.<name>.<pid>.<random>.tmp`, and the process that wrote it.
    package struct TemporaryFile: Sendable, Hashable {
        /// The path below the root, e.g. `Items/.loaded.txt.4242.k3j9x.tmp`.
        package let relativePath: String
        /// The writing process's id.
        package let writer: Int32
    }

    /// Temporary files whose writer has ended (killed mid-write, `kill -9`, a crash), sorted: none of them is ever
    /// renamed into place, so nothing needs them. Files of running processes, this one included, are left alone.
    ///
    /// Only the root and the feature folders below it are looked at, where the store writes. The store's own
    /// `.gitignore` ignores these files, so even before they are removed git does not offer to commit them.
    ///
    /// ```swift
    /// try store.strayTemporaryFiles()  // [TemporaryFile(relativePath: "Items/.loaded.txt.4242.k3j9x.tmp", writer: 4242)]
    /// ```
    ///
    /// - Returns: The stray files with the process that wrote each, sorted by path.
    /// - Throws: When a folder cannot be listed.
    package func strayTemporaryFiles() throws -> [TemporaryFile] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return []
        }
        var found: [TemporaryFile] = []
        let topLevel: [String]
        do {
            topLevel = try fileManager.contentsOfDirectory(atPath: root.path)
        } catch {
            throw SnapshotStoreError.folderFailed(folder: root.path, reason: error.localizedDescription)
        }
        for name in topLevel {
            if let writer = Self.temporaryFileWriter(name) {
                found.append(TemporaryFile(relativePath: name, writer: writer))
                continue
            }
            let folder = root.path + "/" + name
            guard !name.hasPrefix("."),
                (try? fileManager.attributesOfItem(atPath: folder))?[.type] as? FileAttributeType == .typeDirectory,
                let names = try? fileManager.contentsOfDirectory(atPath: folder)
            else { continue }
            for inner in names {
                if let writer = Self.temporaryFileWriter(inner) {
                    found.append(TemporaryFile(relativePath: name + "/" + inner, writer: writer))
                }
            }
        }
        return found.filter { !Self.isRunning($0.writer) }.sorted { $0.relativePath < $1.relativePath }
    }

    /// Removes ``strayTemporaryFiles()`` and returns what it removed (a file that vanished meanwhile is skipped).
    ///
    /// - Returns: The files removed, sorted by path.
    /// - Throws: When a folder cannot be listed or a file cannot be removed.
    @discardableResult
    package func removeStrayTemporaryFiles() throws -> [TemporaryFile] {
        try strayTemporaryFiles().filter { file in
            let url = root.appendingPathComponent(file.relativePath)
            do {
                try FileManager.default.removeItem(at: url)
                return true
            } catch {
                guard FileManager.default.fileExists(atPath: url.path) else { return false }
                throw SnapshotStoreError.folderFailed(
                    folder: url.deletingLastPathComponent().path, reason: error.localizedDescription)
            }
        }
    }

    /// The writer's process id when `name` is a temporary file of ``writeAtomically(_:toPath:)``, else nil.
    static func temporaryFileWriter(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let random = parts.last, !random.isEmpty,
            random.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            let writer = Int32(parts[parts.count - 2]), writer > 0
        else { return nil }
        return writer
    }

    /// Whether a process with this id exists (one of another user counts: it may still be writing).
    static func isRunning(_ process: Int32) -> Bool {
        if process == ProcessInfo.processInfo.processIdentifier { return true }
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            return kill(process, 0) == 0 || errno != ESRCH
        #else
            return true
        #endif
    }
}
