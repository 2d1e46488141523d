import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// Temporary files of atomic writes whose process was killed: found and removed (`SnapshotStoreGitTests` checks that
/// git ignores them meanwhile).
@Suite struct SnapshotStoreTemporaryFilesTests {
    @Test func findsAndRemovesOnlyTheFilesOfEndedWriters() throws {
        try StoreTestFolder.with { folder in
            let ended = endedProcessIdentifier()
            let mine = ProcessInfo.processInfo.processIdentifier
            try folder.put("half", at: "Items/.loaded.txt.\(ended).k3j9x.tmp")
            try folder.put("half", at: ".gitignore.\(ended).zz1.tmp")
            try folder.put("mine, still writing", at: "Items/.error.txt.\(mine).a1b2.tmp")
            try folder.put("init's", at: "Items/.empty.txt.1.q.tmp")
            try folder.put("not ours", at: "Items/.notes.tmp")
            try folder.put("not ours", at: "Items/.loaded.txt.12x.abc.tmp")
            try folder.put("deeper", at: "Items/Sub/.a.txt.\(ended).k.tmp")
            try folder.put("recorded", at: "Items/loaded.txt")
            let stray = try folder.store.strayTemporaryFiles()
            #expect(
                stray.map(\.relativePath) == [".gitignore.\(ended).zz1.tmp", "Items/.loaded.txt.\(ended).k3j9x.tmp"])
            #expect(stray.allSatisfy { $0.writer == ended })
            #expect(try folder.store.removeStrayTemporaryFiles() == stray)
            #expect(try folder.store.strayTemporaryFiles().isEmpty)
            #expect(
                Set(try folder.filesOnDisk().keys) == [
                    "Items/.error.txt.\(mine).a1b2.tmp", "Items/.empty.txt.1.q.tmp", "Items/.notes.tmp",
                    "Items/.loaded.txt.12x.abc.tmp", "Items/Sub/.a.txt.\(ended).k.tmp", "Items/loaded.txt",
                ])
        }
    }

    @Test func anAbsentRootHasNone() throws {
        try StoreTestFolder.with { folder in
            let found = try folder.store.strayTemporaryFiles()
            let removed = try folder.store.removeStrayTemporaryFiles()
            #expect(found.isEmpty && removed.isEmpty)
        }
    }

    @Test func theStoresGitignoreCoversTemporaryFilesAndAnEarlierOneIsBroughtUpToDate() throws {
        try StoreTestFolder.with { folder in
            try folder.store.write("x\n", to: "Items/a.txt")
            let written = try String(
                contentsOf: folder.store.root.appendingPathComponent(".gitignore"), encoding: .utf8)
            #expect(written.split(separator: "\n").contains(".*.tmp"))
        }
        try StoreTestFolder.with { folder in
            let earlier = """
                # Written by Convergence: pending renders (<file>.new) wait for review and are never committed.
                *.new

                """
            try folder.put(earlier, at: ".gitignore")
            try folder.store.write("x\n", to: "Items/a.txt")
            let updated = try String(
                contentsOf: folder.store.root.appendingPathComponent(".gitignore"), encoding: .utf8)
            #expect(updated.hasPrefix(earlier.dropLast()))
            #expect(updated.split(separator: "\n").contains(".*.tmp"))
        }
    }
}
