import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// What git makes of a snapshot store: it lists the snapshots and never a pending render or a temporary file left by
/// a killed writer, thanks to the `.gitignore` the store keeps at its root.
@Suite(.requiring("git is not installed", FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
struct SnapshotStoreGitTests {
    /// A throwaway package folder and its store at `<folder>/__Snapshots__`.
    struct Folder {
        let store: SnapshotStore

        func put(_ text: String, at relativePath: String) throws {
            let file = store.root.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    static func withStore(_ body: (Folder) throws -> Void) throws {
        let package = try TemporaryPackage.make("ConvergenceStoreGit")
        defer { try? FileManager.default.removeItem(at: package) }
        try body(Folder(store: SnapshotStore(root: package.appendingPathComponent(SnapshotStore.folderName))))
    }

    /// The paths (relative to the package) that `git status` lists as untracked after `prepare` changed a fresh
    /// repository's store.
    static func listedByGit(after prepare: (Folder) throws -> Void) throws -> [String] {
        var listed: [String] = []
        try withStore { folder in
            let repository = folder.store.root.deletingLastPathComponent()
            let git = URL(fileURLWithPath: "/usr/bin/git")
            let initialised = try CapturedProcess.run(git, ["init", "-q", repository.path], mergingErrors: true)
            try #require(initialised.status == 0, "\(initialised.standardOutput)")
            try prepare(folder)
            let status = try CapturedProcess.run(
                git, ["-C", repository.path, "status", "--porcelain", "--untracked-files=all"], mergingErrors: true)
            listed = status.standardOutput.split(separator: "\n").map { String($0.dropFirst(3)) }
        }
        return listed
    }

    @Test func gitReallyIgnoresThePendingRenderAndNotTheSnapshot() throws {
        let listed = try Self.listedByGit { folder in
            try folder.put("old\n", at: "Items/loaded.txt")
            _ = try folder.store.check("new\n", at: "Items/loaded.txt", mode: .missing)
        }
        #expect(listed.contains("__Snapshots__/Items/loaded.txt"), "\(listed)")
        #expect(listed.contains("__Snapshots__/.gitignore"), "\(listed)")
        #expect(!listed.contains { $0.hasSuffix(".new") }, "git lists a pending render: \(listed)")
    }

    /// Was: a feature named `Drafts.new` (from a file `Drafts.new.swift`) had its folder ignored by the store's own
    /// `*.new`, so its snapshots were recorded but never committed, and CI then found them missing.
    @Test func aFeatureFolderEndingInNewIsCommittedButItsPendingRendersAreNot() throws {
        let listed = try Self.listedByGit { folder in
            try folder.put("old\n", at: "Drafts.new/a.txt")
            _ = try folder.store.check("new\n", at: "Drafts.new/a.txt", mode: .missing)
        }
        #expect(listed.contains("__Snapshots__/Drafts.new/a.txt"), "\(listed)")
        #expect(!listed.contains("__Snapshots__/Drafts.new/a.txt.new"), "\(listed)")
    }

    @Test func gitDoesNotSeeALeftOverTemporaryFile() throws {
        let listed = try Self.listedByGit { folder in
            try folder.store.write("x\n", to: "Items/loaded.txt")
            try folder.put("half", at: "Items/.loaded.txt.\(endedProcessIdentifier()).k3j9x.tmp")
        }
        #expect(listed.contains("__Snapshots__/Items/loaded.txt"), "\(listed)")
        #expect(!listed.contains { $0.hasSuffix(".tmp") }, "git lists a temporary file: \(listed)")
    }
}
