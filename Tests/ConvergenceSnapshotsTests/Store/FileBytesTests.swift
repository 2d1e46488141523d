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
            #expect(throws: FileBytes.AlreadyExists.self) { try FileBytes.writeNewFile(Data("two".utf8), atPath: path) }
            #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
            #expect(throws: FileBytes.NoSuchFolder.self) {
                try FileBytes.writeNewFile(Data(), atPath: folder.url.appendingPathComponent("no/such/x.txt").path)
            }
        }
    }

    @Test func kindsOfEntries() throws {
        try StoreTestFolder.with { folder in
            let file = folder.url.appendingPathComponent("f.txt").path
            try Data().write(to: URL(fileURLWithPath: file))
            let link = folder.url.appendingPathComponent("link").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
            #expect(FileBytes.kind(atPath: file) == .file)
            #expect(FileBytes.kind(atPath: folder.url.path) == .folder)
            #expect(FileBytes.kind(atPath: link) == .other)
            #expect(FileBytes.kind(atPath: folder.url.appendingPathComponent("none").path) == .other)
        }
    }

    @Test func aFolderListsItsEntriesAsLookingAtEachWouldTell() throws {
        try StoreTestFolder.with { folder in
            let root = folder.url.path
            try Data().write(to: URL(fileURLWithPath: root + "/a.txt"))
            try Data().write(to: URL(fileURLWithPath: root + "/.hidden"))
            try Data().write(to: URL(fileURLWithPath: root + "/naïve 中.html"))
            try FileManager.default.createDirectory(atPath: root + "/Items", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/a.txt")
            try FileManager.default.createSymbolicLink(
                atPath: root + "/folder-link", withDestinationPath: root + "/Items")
            let entries = try #require(FileBytes.entries(ofFolder: root))
            let listed = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
            let names = try FileManager.default.contentsOfDirectory(atPath: root)
            #expect(Set(listed.keys) == Set(names))
            for name in names {
                #expect(listed[name] == FileBytes.kind(atPath: root + "/" + name), "\(name)")
            }
            #expect(listed["Items"] == .folder)
            #expect(listed["link"] == .other)
            #expect(FileBytes.entries(ofFolder: root + "/none") == nil)
            #expect(FileBytes.entries(ofFolder: root + "/a.txt") == nil)
        }
    }

    @Test func asciiCaseFoldingMatchesFoundations() {
        var state: UInt64 = 0x5EED_0006
        for _ in 0..<2_000 {
            var path = ""
            for _ in 0..<24 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                path.unicodeScalars.append(Unicode.Scalar(UInt8(0x20 + (state >> 33) % 0x5F)))
            }
            #expect(
                SnapshotStore.caseInsensitiveKey(path)
                    == path.precomposedStringWithCanonicalMapping.uppercased().lowercased(),
                "\(path.debugDescription)")
        }
        #expect(SnapshotStore.caseInsensitiveKey("Straße/Ä.txt") == "strasse/ä.txt")
    }
}
