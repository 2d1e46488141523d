import ConvergenceSnapshots
import ConvergenceSupport
import Foundation
import Testing

@Suite struct SnapshotStorePackageRootTests {
    static func touch(_ folder: StoreTestFolder, _ relativePath: String) throws {
        let file = folder.url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
    }

    @Test func findsTheNearestFolderWithPackageSwift() throws {
        try StoreTestFolder.with { folder throws in
            try Self.touch(folder, "App/Package.swift")
            try Self.touch(folder, "App/Tests/AppTests/ItemTests.swift")
            try Self.touch(folder, "App/Vendor/Lib/Package.swift")
            try Self.touch(folder, "App/Vendor/Lib/Tests/LibTests/LibTests.swift")
            let app = folder.url.appendingPathComponent("App").standardizedFileURL.path
            let lib = folder.url.appendingPathComponent("App/Vendor/Lib").standardizedFileURL.path
            #expect(
                SnapshotStore.packageRoot(containing: app + "/Tests/AppTests/ItemTests.swift")?.path == app)
            #expect(SnapshotStore.packageRoot(containing: app + "/Package.swift")?.path == app)
            #expect(
                SnapshotStore.packageRoot(containing: lib + "/Tests/LibTests/LibTests.swift")?.path == lib)
            #expect(
                SnapshotStore.packageRoot(containing: app + "/Tests/AppTests/../AppTests/ItemTests.swift")?.path
                    == app)
        }
    }

    @Test func aFolderNamedPackageSwiftIsNotAManifest() throws {
        try StoreTestFolder.with { folder throws in
            try Self.touch(folder, "App/Package.swift/readme")
            try Self.touch(folder, "App/Sources/a.swift")
            let file = folder.url.appendingPathComponent("App/Sources/a.swift").path
            #expect(SnapshotStore.packageRoot(containing: file) == nil)
        }
    }

    @Test func noManifestAboveMeansNoRootAndAClearError() throws {
        try StoreTestFolder.with { folder throws in
            let file = folder.url.appendingPathComponent("Loose/a.swift").path
            #expect(SnapshotStore.packageRoot(containing: file) == nil)
            #expect(throws: SnapshotStoreError.packageRootNotFound(filePath: file)) {
                try SnapshotStore(packageContaining: file)
            }
        }
        #expect(SnapshotStore.packageRoot(containing: "/") == nil)
    }

    @Test func theDefaultStoreIsThisPackagesSnapshotsFolder() throws {
        let store = try SnapshotStore()
        #expect(store.root.lastPathComponent == "__Snapshots__")
        let manifest = store.root.deletingLastPathComponent().appendingPathComponent("Package.swift").path
        #expect(FileManager.default.fileExists(atPath: manifest))
        #expect(#filePath.hasPrefix(store.root.deletingLastPathComponent().path + "/"))
    }

    @Test func thePackageRootErrorSaysWhatToDo() {
        #expect(
            SnapshotStoreError.packageRootNotFound(filePath: "/x/a.swift").description == """
                No Package.swift in any folder above /x/a.swift, so there is no package root for __Snapshots__. Run \
                the tests from a Swift package, or create the store with SnapshotStore(root:).
                """)
    }

    @Test func pendingPathsSitBesideTheirSnapshot() {
        #expect(SnapshotStore.pendingPath(for: "Items/loaded.txt") == "Items/loaded.txt.new")
    }
}
