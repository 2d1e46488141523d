import Foundation

extension SnapshotStore {
    /// The recorded snapshot at `relativePath`, or nil when there is none.
    ///
    /// Throws, naming the file and the command that re-records it, when the file cannot be compared byte for byte
    /// with a render: CRLF line endings, a UTF-8 byte order mark, bytes that are not UTF-8, or a folder in its place.
    ///
    /// ```swift
    /// try store.read("Items/loaded.txt")  // "Items\n=====\n…" or nil
    /// ```
    ///
    /// - Parameter relativePath: The snapshot's path relative to the root, such as `Items/loaded.txt`.
    /// - Returns: The file's text, or `nil` when there is no file.
    public func read(_ relativePath: String) throws -> String? {
        try Self.readText(atPath: filePath(for: relativePath))
    }

    static func readText(atPath file: String) throws -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else {
            throw SnapshotStoreError.directoryInPlaceOfFile(file: file)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            throw SnapshotStoreError.unreadable(file: file, reason: error.localizedDescription)
        }
        return try decode(data, file: file)
    }

    /// Checks that `data` is text a render could have produced, and decodes it.
    private static func decode(_ data: Data, file: String) throws -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw SnapshotStoreError.byteOrderMark(file: file)
        }
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw SnapshotStoreError.invalidUTF8(file: file, byteOffset: offset)
        }
        if let carriageReturn = bytes.firstIndex(of: UInt8(ascii: "\r")) {
            let line = bytes[..<carriageReturn].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw SnapshotStoreError.carriageReturns(file: file, line: line)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
