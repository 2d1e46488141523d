import Foundation
import Testing

@testable import ConvergenceSnapshots

/// The byte comparison a verify makes before anything else: equal only when the file holds exactly the text.
@Suite struct FileBytesTests {
    @Test func equalOnlyForTheSameBytes() throws {
        try StoreTestFolder.with { folder in
            let path = folder.url.appendingPathComponent("a.txt").path
            try Data("Hello\n".utf8).write(to: URL(fileURLWithPath: path))
            #expect(FileBytes.contentEquals("Hello\n", atPath: path))
            #expect(!FileBytes.contentEquals("Hello", atPath: path))
            #expect(!FileBytes.contentEquals("Hello\n\n", atPath: path))
            #expect(!FileBytes.contentEquals("Hellp\n", atPath: path))
            #expect(!FileBytes.contentEquals("", atPath: path))
            let empty = folder.url.appendingPathComponent("empty.txt").path
            try Data().write(to: URL(fileURLWithPath: empty))
            #expect(FileBytes.contentEquals("", atPath: empty))
            #expect(!FileBytes.contentEquals("x", atPath: empty))
        }
    }

    @Test func unicodeAndLargeTextsCompareByBytes() throws {
        try StoreTestFolder.with { folder in
            let path = folder.url.appendingPathComponent("big.txt").path
            let text = String(repeating: "Zeile – 中文 👍🏽\n", count: 20_000)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            #expect(FileBytes.contentEquals(text, atPath: path))
            // Same length in bytes, one byte different near the end.
            var changed = Array(text.utf8)
            changed[changed.count - 3] ^= 0x01
            #expect(!FileBytes.contentEquals(String(decoding: changed, as: UTF8.self), atPath: path))
        }
    }

    @Test func missingFilesAndFoldersAreNotEqual() throws {
        try StoreTestFolder.with { folder in
            #expect(!FileBytes.contentEquals("", atPath: folder.url.appendingPathComponent("none.txt").path))
            #expect(!FileBytes.contentEquals("", atPath: folder.url.path))
        }
    }

    @Test func writingANewFileRefusesToOverwriteAndSaysWhenTheFolderIsMissing() throws {
        try StoreTestFolder.with { folder in
            let path = folder.url.appendingPathComponent("new.txt").path
            try FileBytes.writeNewFile(Data("one".utf8), atPath: path)
            #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
            #expect(throws: FileBytes.Failure.self) { try FileBytes.writeNewFile(Data("two".utf8), atPath: path) }
            #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
            #expect(throws: FileBytes.NoSuchFolder.self) {
                try FileBytes.writeNewFile(Data(), atPath: folder.url.appendingPathComponent("no/such/x.txt").path)
            }
        }
    }
}
