import Convergence
import Foundation
import Testing

@testable import Workbench

@Suite struct LiveWorkspaceAccessTests {
    @MainActor private func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "LiveWorkspaceAccessTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        try await body(folder)
    }

    @Test @MainActor func reportsThisMachine() async {
        let access = LiveWorkspaceAccess()
        #expect(access.status == .undetermined)
        await access.refresh()

        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #expect(!access.userName.isEmpty)
        #expect(access.homeFolder == home)
        let writable = FileManager.default.isWritableFile(atPath: home)
        #expect(access.status == (writable ? .authorized : .restricted))
        for workspace in access.workspaces {
            #expect(workspace.path.hasPrefix(home))
            #expect(FileManager.default.fileExists(atPath: workspace.path))
        }
    }

    @Test @MainActor func findsProjectFoldersInConventionalOrder() async throws {
        try await withTemporaryFolder { home in
            for name in ["src", "Projects", "unrelated"] {
                try FileManager.default.createDirectory(
                    at: home.appending(path: name, directoryHint: .isDirectory), withIntermediateDirectories: true)
            }
            try Data("not a folder".utf8).write(to: home.appending(path: "code"))

            let access = LiveWorkspaceAccess(userName: "ada", homeFolder: home.path)
            await access.refresh()
            #expect(access.status == .authorized)
            #expect(access.workspaces.map(\.name) == ["Projects", "src"])
            #expect(access.workspaces.first?.path == home.appending(path: "Projects").path)
        }
    }

    @Test @MainActor func missingHomeFolderIsRestricted() async throws {
        try await withTemporaryFolder { root in
            let access = LiveWorkspaceAccess(userName: "ada", homeFolder: root.appending(path: "gone").path)
            await access.refresh()
            #expect(access.status == .restricted)
            #expect(access.workspaces.isEmpty)
        }
    }

    @Test @MainActor func readOnlyHomeFolderIsRestricted() async throws {
        try await withTemporaryFolder { home in
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: home.path)
            let access = LiveWorkspaceAccess(userName: "ada", homeFolder: home.path)
            await access.refresh()
            // The superuser may write anywhere, so under it a read-only mode still means authorized.
            let expected: WorkspaceAccessStatus =
                FileManager.default.isWritableFile(atPath: home.path) ? .authorized : .restricted
            #expect(access.status == expected)
        }
    }

    @Test @MainActor func liveSettingsScreenShowsThisMachine() async throws {
        let scenario = Scenario("live") { SettingsView(state: SettingsScenarios.live()) }
        let text = try await scenario.render(.ascii(width: 80))
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #expect(text.contains(home))
        #expect(!text.contains("Checking"))
    }
}
