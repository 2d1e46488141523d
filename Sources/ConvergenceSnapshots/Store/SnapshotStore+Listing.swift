import ConvergenceSupport
import ConvergenceTree
import Foundation

extension SnapshotStore {
    /// Every recorded snapshot under the root, as sorted relative paths.
    ///
    /// Pending `.new` renders are left out, and so are hidden files and folders (names starting with `.`, which
    /// include the store's temporary files and `.DS_Store`). An absent root has no snapshots.
    ///
    /// ```swift
    /// try store.recordedFiles()  // ["Items/empty.txt", "Items/loaded.html", "Items/loaded.txt"]
    /// ```
    ///
    /// - Returns: Relative paths such as `Items/loaded.txt`, sorted.
    /// - Throws: When a folder under the root cannot be listed.
    public func recordedFiles() throws -> [String] {
        try allFiles().filter { !$0.hasSuffix(Self.pendingSuffix) }
    }

    /// Every pending render (`<snapshot>.new`) under the root, as sorted relative paths.
    ///
    /// These are the renders a failing run left for review; accept them with `SNAPSHOTS_RECORD=failed swift test`.
    ///
    /// ```swift
    /// try store.pendingFiles()  // ["Items/loaded.txt.new"]
    /// ```
    ///
    /// - Returns: Relative paths ending in `.new`, sorted.
    /// - Throws: When a folder under the root cannot be listed.
    public func pendingFiles() throws -> [String] {
        try allFiles().filter { $0.hasSuffix(Self.pendingSuffix) }
    }

    /// The files no scenario produces any more: snapshots not in `expected`, and `.new` renders of such snapshots.
    ///
    /// `expected` holds the relative paths of every snapshot the current scenarios render. A file that differs
    /// from an expected path only in letter case or Unicode normalisation counts as that path when the file system
    /// says it is the same file (macOS, Windows), so a live snapshot is never reported obsolete. The result is
    /// what ``prune(_:)`` takes.
    ///
    /// ```swift
    /// try store.obsoleteFiles(expected: ["Items/loaded.txt"])  // ["Items/removed.txt", "Items/removed.txt.new"]
    /// ```
    ///
    /// - Parameter expected: The relative paths of every snapshot the current scenarios render.
    /// - Returns: The obsolete relative paths, sorted.
    /// - Throws: When a folder under the root cannot be listed.
    public func obsoleteFiles(expected: Set<String>) throws -> [String] {
        let expectedByKey = Dictionary(grouping: expected, by: Self.caseInsensitiveKey)
        return try allFiles().filter { file in
            let isPending = file.hasSuffix(Self.pendingSuffix)
            let snapshot = isPending ? String(file.dropLast(Self.pendingSuffix.count)) : file
            let candidates = expectedByKey[Self.caseInsensitiveKey(snapshot)] ?? []
            if candidates.contains(where: { $0.utf8.elementsEqual(snapshot.utf8) }) { return false }
            let isSameFileAsExpected = candidates.contains { candidate in
                let expectedFile = isPending ? Self.pendingPath(for: candidate) : candidate
                return isSameFile(file, expectedFile)
            }
            return !isSameFileAsExpected
        }
    }

    /// Letter case and normalisation folded away, as case-insensitive file systems compare names.
    static func caseInsensitiveKey(_ path: String) -> String {
        // ASCII needs no normalisation, and folding its case is lowercasing its letters.
        if UTF8Scan.isASCII(path) { return asciiLowercased(path[...]) }
        return path.precomposedStringWithCanonicalMapping.uppercased().lowercased()
    }

    /// ASCII text with its capital letters made small: what full case folding gives for ASCII, byte by byte.
    static func asciiLowercased(_ text: Substring) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            for byte in text.utf8 {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// Whether two relative paths name one file on disk (same device and file number).
    private func isSameFile(_ first: String, _ second: String) -> Bool {
        func identity(_ relativePath: String) -> [AnyHashable]? {
            guard let url = try? fileURL(for: relativePath),
                let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                let device = attributes[.systemNumber] as? NSNumber,
                let number = attributes[.systemFileNumber] as? NSNumber
            else { return nil }
            return [device.uint64Value, number.uint64Value]
        }
        guard let firstIdentity = identity(first) else { return false }
        return firstIdentity == identity(second)
    }

    /// Every regular file below the root, not hidden, as sorted relative paths.
    private func allFiles() throws -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            throw SnapshotStoreError.folderFailed(folder: root.path, reason: "it is a file, not a folder")
        }
        var files: [String] = []
        var folders: [String] = [""]
        while let folder = folders.popLast() {
            let folderPath = folder.isEmpty ? rootPath : rootPath + "/" + folder
            guard let entries = FileBytes.entries(ofFolder: folderPath) else {
                // Foundation says why, in the words it uses elsewhere.
                do {
                    _ = try fileManager.contentsOfDirectory(atPath: folderPath)
                } catch {
                    throw SnapshotStoreError.folderFailed(folder: folderPath, reason: error.localizedDescription)
                }
                throw SnapshotStoreError.folderFailed(folder: folderPath, reason: "it cannot be listed")
            }
            for (name, kind) in entries where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch kind {
                case .folder: folders.append(relative)
                case .file: files.append(relative)
                case .other: break  // links, sockets and files that vanished meanwhile are not snapshots
                }
            }
        }
        return files.sorted()
    }
}
