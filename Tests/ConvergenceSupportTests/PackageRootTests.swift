import ConvergenceSupport
import Foundation
import Testing

@Suite struct PackageRootTests {
    @Test func theNearestFolderWithAManifestWins() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("Outer/Tests/Inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        try Data().write(to: root.appendingPathComponent("Outer/Package.swift"))
        let found = PackageRoot.containing(inner.appendingPathComponent("FooTests.swift").path)
        #expect(found?.standardizedFileURL.path == root.appendingPathComponent("Outer").standardizedFileURL.path)
    }

    @Test func aFolderNamedPackageSwiftIsNotAManifest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Package.swift"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Sources.swift"))
        #expect(PackageRoot.containing(root.appendingPathComponent("Sources.swift").path) == nil)
    }

    @Test func thisFileBelongsToThisRepository() throws {
        let found = try #require(PackageRoot.containing(#filePath))
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Sources/ConvergenceSupport").path))
    }
}

@Suite struct ProcessMemoTests {
    @Test func remembersUntilTheLimitThenStartsAfresh() {
        let memo = ProcessMemo<String, Int>(limit: 2)
        memo["a"] = 1
        memo["b"] = 2
        #expect(memo["a"] == 1 && memo["b"] == 2)
        memo["c"] = 3
        #expect(memo["a"] == nil && memo["b"] == nil && memo["c"] == 3)
    }

    @Test func isSharedSafelyBetweenTasks() async {
        let memo = ProcessMemo<Int, Int>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 { group.addTask { memo[index] = index * 2 } }
        }
        #expect((0..<200).allSatisfy { memo[$0] == $0 * 2 })
    }
}
