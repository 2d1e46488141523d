import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension SnapshotStore {
    /// Deletes exactly the given snapshot files: the only way anything recorded is ever deleted.
    ///
    /// Every path is checked before anything is deleted: an absolute path, a `.` or `..` part, a folder reached
    /// through a link that leaves the root, or a folder in place of a file refuses the whole call. Paths that no
    /// longer exist are skipped. Folders left empty by the deletion are removed too, up to (not including) the root.
    ///
    /// ```swift
    /// try store.prune(try store.obsoleteFiles(expected: expected))
    /// try store.prune(["../Package.swift"])  // throws: not a snapshot path inside …/__Snapshots__
    /// ```
    ///
    /// - Parameter relativePaths: Snapshot files relative to the root, such as those of ``obsoleteFiles(expected:)``.
    public func prune(_ relativePaths: [String]) throws {
        let files = try relativePaths.map { path in
            let file = try fileURL(for: path)
            guard isInsideRootAfterLinks(file.deletingLastPathComponent()) else {
                throw SnapshotStoreError.pathOutsideRoot(path: path, root: root.path)
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw SnapshotStoreError.directoryInPlaceOfFile(file: file.path)
            }
            return file
        }
        for file in files {
            do {
                try FileManager.default.removeItem(at: file)
            } catch CocoaError.fileNoSuchFile {
                continue
            } catch {
                guard (try? FileManager.default.attributesOfItem(atPath: file.path)) != nil else { continue }
                throw SnapshotStoreError.folderFailed(
                    folder: file.deletingLastPathComponent().path, reason: error.localizedDescription)
            }
            removeEmptyFolders(above: file)
        }
    }

    private func isInsideRootAfterLinks(_ folder: URL) -> Bool {
        let resolvedRoot = root.resolvingSymlinksInPath().path
        let resolvedFolder = folder.resolvingSymlinksInPath().path
        return resolvedFolder == resolvedRoot || resolvedFolder.hasPrefix(resolvedRoot + "/")
    }

    /// `rmdir(2)` removes a folder only when it is empty, so a file written meanwhile is never lost.
    private func removeEmptyFolders(above file: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path.hasPrefix(root.path + "/"), rmdir(folder.path) == 0 {
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
    }
}
