import ConvergenceSnapshots
import Foundation
import Testing

@Suite struct SnapshotStoreReadingTests {
    static let path = "Items/loaded.txt"

    @Test func readsRecordedTextAndNilWhenMissing() throws {
        try StoreTestFolder.with { folder throws in
            #expect(try folder.store.read(Self.path) == nil)
            try folder.put("Items\n\u{1F389} é\n", at: Self.path)
            #expect(try folder.store.read(Self.path) == "Items\n\u{1F389} é\n")
        }
    }

    /// A bad file, the error it gives, and what the error says.
    struct BadFile: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let error: @Sendable (String) -> SnapshotStoreError
        var testDescription: String { name }
    }

    static let badFiles: [BadFile] = [
        BadFile(name: "CRLF", bytes: Array("a\nb\r\nc\r\n".utf8)) { .carriageReturns(file: $0, line: 2) },
        BadFile(name: "lone CR", bytes: Array("a\rb\n".utf8)) { .carriageReturns(file: $0, line: 1) },
        BadFile(name: "BOM", bytes: [0xEF, 0xBB, 0xBF] + Array("a\n".utf8)) { .byteOrderMark(file: $0) },
        BadFile(name: "Latin-1", bytes: Array("caf".utf8) + [0xE9, 0x0A]) { .invalidUTF8(file: $0, byteOffset: 3) },
        BadFile(name: "truncated sequence", bytes: Array("ab".utf8) + [0xF0, 0x9F]) {
            .invalidUTF8(file: $0, byteOffset: 2)
        },
        BadFile(name: "overlong encoding", bytes: [0x61, 0xC0, 0xAF]) { .invalidUTF8(file: $0, byteOffset: 1) },
        BadFile(name: "UTF-16", bytes: [0xFF, 0xFE, 0x61, 0x00]) { .invalidUTF8(file: $0, byteOffset: 0) },
    ]

    @Test(arguments: badFiles)
    func badFilesThrowSpecificErrors(_ bad: BadFile) throws {
        try StoreTestFolder.with { folder throws in
            try folder.put(bad.bytes, at: Self.path)
            let file = try folder.store.fileURL(for: Self.path).path
            #expect(throws: bad.error(file)) { try folder.store.read(Self.path) }
        }
    }

    @Test(arguments: badFiles, RecordMode.allCases)
    func badFilesNeverPassAndAreNeverOverwritten(_ bad: BadFile, mode: RecordMode) throws {
        try StoreTestFolder.with { folder throws in
            try folder.put(bad.bytes, at: Self.path)
            let file = try folder.store.fileURL(for: Self.path).path
            #expect(throws: bad.error(file)) { try folder.store.check("a\nb\nc\n", at: Self.path, mode: mode) }
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == bad.bytes)
        }
    }

    @Test(arguments: RecordMode.allCases)
    func aFolderInPlaceOfTheSnapshotIsAnError(mode: RecordMode) throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("inside\n", at: Self.path + "/stray.txt")
            let file = try folder.store.fileURL(for: Self.path).path
            #expect(throws: SnapshotStoreError.directoryInPlaceOfFile(file: file)) { try folder.store.read(Self.path) }
            #expect(throws: SnapshotStoreError.directoryInPlaceOfFile(file: file)) {
                try folder.store.check("x\n", at: Self.path, mode: mode)
            }
        }
    }

    @Test func messagesNameTheFileAndTheCommandThatRerecordsIt() {
        let file = "/pkg/__Snapshots__/Items/loaded.txt"
        #expect(
            SnapshotStoreError.carriageReturns(file: file, line: 2).description == """
                /pkg/__Snapshots__/Items/loaded.txt has Windows (CRLF) line endings, first at line 2; snapshots are \
                compared byte for byte with LF renders. A git setting usually converts them (core.autocrlf): add \
                `__Snapshots__/** -text` to .gitattributes, then re-record with `SNAPSHOTS_RECORD=all swift test`.
                """)
        #expect(
            SnapshotStoreError.byteOrderMark(file: file).description == """
                /pkg/__Snapshots__/Items/loaded.txt starts with a UTF-8 byte order mark, which renders never contain \
                (an editor probably added it). Re-record it with `SNAPSHOTS_RECORD=all swift test`.
                """)
        #expect(
            SnapshotStoreError.invalidUTF8(file: file, byteOffset: 3).description == """
                /pkg/__Snapshots__/Items/loaded.txt is not UTF-8 text (the first bad byte is at offset 3); it was not \
                written by a render. Re-record it with `SNAPSHOTS_RECORD=all swift test`.
                """)
        #expect(
            SnapshotStoreError.directoryInPlaceOfFile(file: file).description == """
                /pkg/__Snapshots__/Items/loaded.txt is a folder, but a snapshot file belongs there. Move or delete the \
                folder, then record with `SNAPSHOTS_RECORD=all swift test`.
                """)
    }
}
