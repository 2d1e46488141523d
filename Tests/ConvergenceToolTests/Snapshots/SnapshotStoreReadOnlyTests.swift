import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// The store on a folder the file system will not change: a small tmpfs mounted for the test, then remounted
/// read-only. Runs where the test may mount one (root with the capability); skipped elsewhere, CI included.
@Suite(.enabled(if: ReadOnlyFolder.canMount, "needs to mount a tmpfs (root)"))
struct SnapshotStoreReadOnlyTests {
    /// Was: a stale `.new` beside a snapshot that now matches could not be removed on a read-only folder, and the
    /// matching snapshot failed with "Cannot write the snapshot …/loaded.txt.new: Read-only file system".
    @Test func aMatchingSnapshotPassesThoughItsStalePendingRenderCannotBeRemoved() throws {
        try ReadOnlyFolder.with { root throws in
            let store = SnapshotStore(root: root)
            #expect(try store.check("Soup\n", at: "Items/loaded.txt", mode: .never) == .passed)
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Items/loaded.txt.new").path))
        } prepare: { root throws in
            let items = root.appendingPathComponent("Items")
            try FileManager.default.createDirectory(at: items, withIntermediateDirectories: true)
            try Data("Soup\n".utf8).write(to: items.appendingPathComponent("loaded.txt"))
            try Data("stale\n".utf8).write(to: items.appendingPathComponent("loaded.txt.new"))
            try Data("*.new\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        }
    }

    /// A change on a read-only folder fails as a change, with its diff, though its `.new` file cannot be written.
    @Test func aChangeOnAReadOnlyFolderSaysWhatChanged() throws {
        try ReadOnlyFolder.with { root throws in
            let store = SnapshotStore(root: root)
            let error = #expect(throws: SnapshotStoreError.self) {
                try store.check("Soup\nCake\n", at: "Items/loaded.txt", mode: .missing)
            }
            let message = error?.description ?? ""
            #expect(message.contains("no longer matches the render"), "\(message)")
            #expect(message.contains("Read-only file system"), "\(message)")
            #expect(message.split(separator: "\n").contains("+Cake"), "\(message)")
        } prepare: { root throws in
            let items = root.appendingPathComponent("Items")
            try FileManager.default.createDirectory(at: items, withIntermediateDirectories: true)
            try Data("Soup\nBread\n".utf8).write(to: items.appendingPathComponent("loaded.txt"))
            try Data("*.new\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        }
    }
}

/// A tmpfs mounted at a fresh folder, filled by `prepare`, then made read-only for `body`; unmounted afterwards.
enum ReadOnlyFolder {
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("convergence-mount-\(UUID())")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil,
            mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe.path])
        else { return false }
        _ = unmount(probe)
        return true
    }()

    static func with(_ body: (URL) throws -> Void, prepare: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("convergence-readonly-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #require(mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", root.path]))
        defer { _ = unmount(root) }
        try prepare(root)
        try #require(mount(["-o", "remount,ro", root.path]))
        try body(root)
    }

    private static func mount(_ arguments: [String]) -> Bool {
        (try? CapturedProcess.run(URL(fileURLWithPath: "/bin/mount"), arguments, mergingErrors: true))?.status == 0
    }

    private static func unmount(_ folder: URL) -> Bool {
        (try? CapturedProcess.run(URL(fileURLWithPath: "/bin/umount"), [folder.path], mergingErrors: true))?.status == 0
    }
}
