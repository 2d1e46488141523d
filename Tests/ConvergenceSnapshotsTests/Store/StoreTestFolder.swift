import ConvergenceSnapshots
import Foundation

/// A fresh folder under the system's temporary directory, removed when the body returns.
struct StoreTestFolder {
    let url: URL

    static func with(_ body: (StoreTestFolder) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(StoreTestFolder(url: url))
    }

    /// A store rooted at `<folder>/__Snapshots__` (not created until written to).
    var store: SnapshotStore {
        SnapshotStore(root: url.appendingPathComponent("__Snapshots__", isDirectory: true))
    }

    /// Writes raw bytes below the store's root, creating folders.
    func put(_ bytes: [UInt8], at relativePath: String) throws {
        let file = store.root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func put(_ text: String, at relativePath: String) throws {
        try put(Array(text.utf8), at: relativePath)
    }

    /// Every file below the store's root, hidden ones included, with its text: what is on disk, exactly — but for
    /// the store's own `.gitignore` at the root, which `SnapshotStoreGitignoreTests` check.
    func filesOnDisk() throws -> [String: String] {
        let root = store.root.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var files: [String: String] = [:]
        while let relative = enumerator.nextObject() as? String {
            if relative == ".gitignore" { continue }
            var isDirectory: ObjCBool = false
            let path = root + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            }
        }
        return files
    }

    /// The device and file number of a file below the root, to tell whether it was replaced.
    func identity(of relativePath: String) throws -> [UInt64] {
        let attributes = try FileManager.default.attributesOfItem(
            atPath: store.root.appendingPathComponent(relativePath).path)
        return [
            (attributes[.systemNumber] as? NSNumber)?.uint64Value ?? 0,
            (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
        ]
    }
}
