import ConvergenceSnapshots
import Foundation
import Testing

@Suite struct SnapshotStoreListingTests {
    /// A root with snapshots, pending renders, hidden files, a leftover temporary file and a hidden folder.
    static func populate(_ folder: StoreTestFolder) throws {
        for path in [
            "Items/loaded.txt", "Items/loaded.html", "Items/loaded.w80.txt", "Items/removed.txt", "Home/a.txt",
            "Items/loaded.txt.new", "Items/removed.txt.new", "Items/gone.txt.new",
            ".DS_Store", "Items/.loaded.txt.123.abc.tmp", ".git/config",
        ] {
            try folder.put("\(path)\n", at: path)
        }
    }

    @Test func anAbsentRootHasNoFiles() throws {
        try StoreTestFolder.with { folder throws in
            #expect(try folder.store.recordedFiles() == [])
            #expect(try folder.store.pendingFiles() == [])
            #expect(try folder.store.obsoleteFiles(expected: ["Items/loaded.txt"]) == [])
        }
    }

    @Test func recordedFilesAreSortedAndSkipPendingAndHiddenFiles() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            #expect(
                try folder.store.recordedFiles() == [
                    "Home/a.txt", "Items/loaded.html", "Items/loaded.txt", "Items/loaded.w80.txt", "Items/removed.txt",
                ])
        }
    }

    @Test func pendingFilesAreTheNewRenders() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            #expect(
                try folder.store.pendingFiles() == [
                    "Items/gone.txt.new", "Items/loaded.txt.new", "Items/removed.txt.new",
                ])
        }
    }

    @Test func obsoleteFilesAreSnapshotsAndPendingRendersNoScenarioProduces() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            let expected: Set = ["Items/loaded.txt", "Items/loaded.html", "Items/loaded.w80.txt", "Home/a.txt"]
            #expect(
                try folder.store.obsoleteFiles(expected: expected) == [
                    "Items/gone.txt.new", "Items/removed.txt", "Items/removed.txt.new",
                ])
        }
    }

    @Test func aFileNamedInAnotherCaseIsObsoleteOnlyWhereItIsAnotherFile() throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("x\n", at: "Items/Loaded.txt")
            let root = folder.store.root.path
            let isCaseInsensitive = FileManager.default.fileExists(atPath: root + "/Items/loaded.txt")
            let obsolete = try folder.store.obsoleteFiles(expected: ["Items/loaded.txt"])
            #expect(obsolete == (isCaseInsensitive ? [] : ["Items/Loaded.txt"]))
        }
    }

    @Test func aHardLinkToAnExpectedFileIsNotObsoleteWhenNamesFoldAlike() throws {
        try StoreTestFolder.with { folder throws in
            try folder.put("x\n", at: "Items/LOADED.txt")
            let root = folder.store.root.path
            guard !FileManager.default.fileExists(atPath: root + "/Items/loaded.txt") else { return }
            try FileManager.default.linkItem(atPath: root + "/Items/LOADED.txt", toPath: root + "/Items/loaded.txt")
            #expect(try folder.store.obsoleteFiles(expected: ["Items/loaded.txt"]) == [])
        }
    }

    @Test func pruneDeletesExactlyTheGivenFilesAndEmptiedFolders() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            try folder.store.prune(["Home/a.txt", "Items/removed.txt", "Items/removed.txt.new", "Items/never-was.txt"])
            let remaining = try folder.filesOnDisk().keys.sorted()
            #expect(
                remaining == [
                    ".DS_Store", ".git/config", "Items/.loaded.txt.123.abc.tmp", "Items/gone.txt.new",
                    "Items/loaded.html", "Items/loaded.txt", "Items/loaded.txt.new", "Items/loaded.w80.txt",
                ])
            #expect(!FileManager.default.fileExists(atPath: folder.store.root.path + "/Home"))
            #expect(FileManager.default.fileExists(atPath: folder.store.root.path))
        }
    }

    @Test func pruningWhatObsoleteFilesFoundLeavesOnlyExpectedSnapshots() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            let expected: Set = ["Items/loaded.txt", "Items/loaded.html", "Items/loaded.w80.txt", "Home/a.txt"]
            try folder.store.prune(try folder.store.obsoleteFiles(expected: expected))
            #expect(try folder.store.recordedFiles() == expected.sorted())
            #expect(try folder.store.pendingFiles() == ["Items/loaded.txt.new"])
            #expect(try folder.store.obsoleteFiles(expected: expected) == [])
        }
    }

    @Test(arguments: ["../x", "/etc/hosts", "Items/../../x", "..", "", "Items/./loaded.txt", "Items//loaded.txt"])
    func pruneRefusesPathsOutsideTheRootAndDeletesNothing(path: String) throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            try Data("outside\n".utf8).write(to: folder.url.appendingPathComponent("x"))
            let before = try folder.filesOnDisk()
            #expect(throws: SnapshotStoreError.pathOutsideRoot(path: path, root: folder.store.root.path)) {
                try folder.store.prune(["Items/removed.txt", path])
            }
            #expect(try folder.filesOnDisk() == before)
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("x").path))
        }
    }

    @Test func pruneRefusesToFollowALinkOutOfTheRoot() throws {
        try StoreTestFolder.with { folder throws in
            let outside = folder.url.appendingPathComponent("outside", isDirectory: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("keep\n".utf8).write(to: outside.appendingPathComponent("a.txt"))
            try FileManager.default.createDirectory(at: folder.store.root, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: folder.store.root.appendingPathComponent("Linked"), withDestinationURL: outside)
            #expect(throws: SnapshotStoreError.pathOutsideRoot(path: "Linked/a.txt", root: folder.store.root.path)) {
                try folder.store.prune(["Linked/a.txt"])
            }
            #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("a.txt").path))
        }
    }

    @Test func pruneRefusesFolders() throws {
        try StoreTestFolder.with { folder throws in
            try Self.populate(folder)
            let items = try folder.store.fileURL(for: "Items").path
            #expect(throws: SnapshotStoreError.directoryInPlaceOfFile(file: items)) {
                try folder.store.prune(["Items"])
            }
            #expect(try folder.store.recordedFiles().count == 5)
        }
    }

    @Test func aRootThatIsAFileIsAnError() throws {
        try StoreTestFolder.with { folder throws in
            try Data("x".utf8).write(to: folder.store.root)
            #expect(
                throws: SnapshotStoreError.folderFailed(
                    folder: folder.store.root.path, reason: "it is a file, not a folder")
            ) {
                try folder.store.recordedFiles()
            }
        }
    }
}
