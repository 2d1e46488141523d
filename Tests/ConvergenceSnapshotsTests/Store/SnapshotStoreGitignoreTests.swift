import ConvergenceSnapshots
import Foundation
import Testing

/// Pending renders stay out of git in any package: the store keeps a `.gitignore` at its root that ignores them
/// (`SnapshotStoreGitTests` asks git itself).
@Suite struct SnapshotStoreGitignoreTests {
    func gitignore(_ folder: StoreTestFolder) -> String? {
        try? String(contentsOf: folder.store.root.appendingPathComponent(".gitignore"), encoding: .utf8)
    }

    @Test func theFirstWriteAddsAGitignoreForPendingRenders() throws {
        try StoreTestFolder.with { folder in
            #expect(gitignore(folder) == nil)
            #expect(try folder.store.check("new\n", at: "Items/loaded.txt", mode: .never) != .passed)
            let written = try #require(gitignore(folder))
            #expect(written.split(separator: "\n").contains("*.new"))
            #expect(try folder.store.obsoleteFiles(expected: ["Items/loaded.txt"]).isEmpty, "it is not a snapshot")
            #expect(try folder.store.pendingFiles() == ["Items/loaded.txt.new"])
        }
    }

    @Test func recordingAndPlainWritesAddItToo() throws {
        try StoreTestFolder.with { folder in
            _ = try folder.store.check("x\n", at: "Items/a.txt", mode: .missing)
            #expect(gitignore(folder)?.contains("*.new") == true)
        }
        try StoreTestFolder.with { folder in
            try folder.store.write("x\n", to: "Items/b.txt")
            #expect(gitignore(folder)?.contains("*.new") == true)
        }
    }

    @Test func aPassingCheckWritesNothing() throws {
        try StoreTestFolder.with { folder in
            try folder.put("same\n", at: "Items/loaded.txt")
            #expect(try folder.store.check("same\n", at: "Items/loaded.txt", mode: .missing) == .passed)
            #expect(gitignore(folder) == nil)
        }
    }

    /// What earlier versions wrote is brought up to date, so a folder named `….new` stops being ignored there too.
    @Test(arguments: [
        "# Written by Convergence: pending renders (<file>.new) wait for review and are never committed.\n*.new\n",
        "# Written by Convergence: pending renders (<file>.new) wait for review and are never committed.\n*.new\n"
            + "# Temporary files of atomic writes (.<file>.<pid>.<random>.tmp); a killed run can leave one behind.\n"
            + ".*.tmp\n",
    ])
    func anEarlierVersionsGitignoreIsBroughtUpToDate(earlier: String) throws {
        try StoreTestFolder.with { folder in
            try folder.put(earlier, at: ".gitignore")
            _ = try folder.store.check("new\n", at: "Items/loaded.txt", mode: .never)
            let lines = gitignore(folder)?.split(separator: "\n") ?? []
            #expect(lines.contains("!*.new/"), "\(lines)")
            #expect(lines.contains("*.new") && lines.contains(".*.tmp"), "\(lines)")
        }
    }

    @Test func aGitignoreOfThePackagesOwnIsLeftAsItIs() throws {
        try StoreTestFolder.with { folder in
            try folder.put("# mine\n*.orig\n", at: ".gitignore")
            _ = try folder.store.check("new\n", at: "Items/loaded.txt", mode: .never)
            #expect(gitignore(folder) == "# mine\n*.orig\n")
        }
    }
}
