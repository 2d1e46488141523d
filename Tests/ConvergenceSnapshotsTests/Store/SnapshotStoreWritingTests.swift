import ConvergenceSnapshots
import Foundation
import Testing

@Suite struct SnapshotStoreWritingTests {
    @Test func writesExactBytesCreatingFoldersAndLeavesNoTemporaryFiles() throws {
        try StoreTestFolder.with { folder throws in
            try folder.store.write("first\n", to: "A/B/x.txt")
            try folder.store.write("second é\n", to: "A/B/x.txt")
            #expect(try folder.filesOnDisk() == ["A/B/x.txt": "second é\n"])
        }
    }

    @Test func replacesTheFileRatherThanWritingIntoIt() throws {
        try StoreTestFolder.with { folder throws in
            try folder.store.write("first\n", to: "x.txt")
            let before = try folder.identity(of: "x.txt")
            try folder.store.write("second\n", to: "x.txt")
            #expect(try folder.identity(of: "x.txt") != before)
        }
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("keep\n", at: "Items/loaded.txt/inside.txt")
            let file = try folder.store.fileURL(for: "Items/loaded.txt").path
            let error = #expect(throws: SnapshotStoreError.self) {
                try folder.store.write("x\n", to: "Items/loaded.txt")
            }
            #expect(error?.description.hasPrefix("Cannot write the snapshot \(file): ") == true)
            #expect(try folder.filesOnDisk() == ["Items/loaded.txt/inside.txt": "keep\n"])
        }
    }

    /// Was: when the `.new` file could not be written (a full disk, a read-only folder), the only message was "Cannot
    /// write the snapshot …/loaded.txt.new": nothing said the snapshot had changed, and the diff was lost.
    @Test(arguments: [RecordMode.missing, .never])
    func aChangeWhosePendingRenderCannotBeWrittenStillSaysWhatChanged(mode: RecordMode) throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("Soup\nBread\n", at: "Items/loaded.txt")
            try folder.put("in the way\n", at: "Items/loaded.txt.new/inside.txt")
            let error = #expect(throws: SnapshotStoreError.self) {
                try folder.store.check("Soup\nCake\n", at: "Items/loaded.txt", mode: mode)
            }
            let message = error?.description ?? ""
            #expect(error?.code == .writeFailed)
            #expect(message.hasPrefix("__Snapshots__/Items/loaded.txt no longer matches the render; "), "\(message)")
            #expect(message.contains("could not be left in __Snapshots__/Items/loaded.txt.new"), "\(message)")
            let lines = message.split(separator: "\n")
            #expect(lines.contains("-Bread") && lines.contains("+Cake"), "\(message)")
            #expect(try folder.filesOnDisk()["Items/loaded.txt"] == "Soup\nBread\n")
        }
    }

    @Test func aMissingSnapshotWhosePendingRenderCannotBeWrittenSaysItIsMissing() throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("in the way\n", at: "Items/loaded.txt.new/inside.txt")
            let error = #expect(throws: SnapshotStoreError.self) {
                try folder.store.check("Soup\n", at: "Items/loaded.txt", mode: .never)
            }
            #expect(
                error?.description.hasPrefix(
                    "There is no snapshot at __Snapshots__/Items/loaded.txt, and this run may not record one; ")
                    == true,
                "\(error?.description ?? "")")
        }
    }

    @Test func writeErrorsReadAsOneSentencePerPoint() {
        let file = "/pkg/__Snapshots__/Items/loaded.txt"
        #expect(
            SnapshotStoreError.writeFailed(file: file, reason: "A file with the same name already exists.").description
                == """
                Cannot write the snapshot /pkg/__Snapshots__/Items/loaded.txt: A file with the same name already \
                exists. Check that its folder is writable and that no file or folder is in the way.
                """)
        #expect(
            SnapshotStoreError.unreadable(file: file, reason: "Permission denied").description == """
                Cannot read the snapshot /pkg/__Snapshots__/Items/loaded.txt: Permission denied. Check its \
                permissions, or re-record it with `SNAPSHOTS_RECORD=all swift test`.
                """)
    }

    /// Writer threads race to replace one file with complete versions of different sizes while reader threads read
    /// it: every read must be one whole version, and no temporary file may be left behind.
    @Test func concurrentWritersNeverLeaveAPartialFile() throws {
        try StoreTestFolder.with { folder throws in
            let store = folder.store
            let path = "Race/file.txt"
            let versions = (0..<4).map { writer in
                String(repeating: "writer \(writer) line\n", count: 2_000 * (writer + 1))
            }
            let valid = Set(versions)
            let failures = FailureLog()
            onThreads(versions.count + 2) { worker in
                for _ in 0..<150 {
                    do {
                        if worker < versions.count {
                            try store.write(versions[worker], to: path)
                        } else if let text = try store.read(path), !valid.contains(text) {
                            failures.add("reader \(worker) saw \(text.utf8.count) bytes that match no version")
                        }
                    } catch {
                        failures.add("worker \(worker): \(error)")
                    }
                }
            }
            #expect(failures.entries == [])
            let files = try folder.filesOnDisk()
            #expect(Array(files.keys) == [path])
            #expect(files[path].map(valid.contains) == true)
        }
    }

    @Test func concurrentChecksOfOneNewSnapshotAllSucceed() throws {
        try StoreTestFolder.with { folder throws in
            let store = folder.store
            let failures = FailureLog()
            onThreads(8) { _ in
                do {
                    let outcome = try store.check("same\n", at: "Items/new.txt", mode: .missing)
                    if outcome != .recorded && outcome != .passed { failures.add("\(outcome)") }
                } catch {
                    failures.add("\(error)")
                }
            }
            #expect(failures.entries == [])
            #expect(try folder.filesOnDisk() == ["Items/new.txt": "same\n"])
        }
    }
}

/// Runs `body` on `count` threads at once (threads, not tasks, so that the system interleaves them at any
/// instruction) and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for worker in 0..<count {
        group.enter()
        Thread {
            body(worker)
            group.leave()
        }.start()
    }
    group.wait()
}

/// Messages collected from concurrent workers.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func add(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(message)
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
