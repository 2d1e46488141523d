import Convergence

/// Fixed answers for previews, scenarios and tests: `.environment(\.workspaceAccess, .preview)`.
public struct PreviewWorkspaceAccess: WorkspaceAccessProviding {
    public let userName: String
    public let homeFolder: String
    public let status: WorkspaceAccessStatus
    public let workspaces: [Workspace]

    public func refresh() async {}
}

extension WorkspaceAccessProviding where Self == PreviewWorkspaceAccess {
    /// Authorized, with three workspaces.
    public static var preview: Self {
        PreviewWorkspaceAccess(
            userName: SettingsFixtures.userName,
            homeFolder: SettingsFixtures.homeFolder,
            status: .authorized,
            workspaces: SettingsFixtures.workspaces
        )
    }

    /// Authorized, but the home folder holds no project folders.
    public static var noWorkspaces: Self {
        PreviewWorkspaceAccess(
            userName: SettingsFixtures.userName,
            homeFolder: SettingsFixtures.homeFolder,
            status: .authorized,
            workspaces: []
        )
    }

    /// The home folder is read-only.
    public static var restricted: Self {
        PreviewWorkspaceAccess(
            userName: SettingsFixtures.userName,
            homeFolder: SettingsFixtures.homeFolder,
            status: .restricted,
            workspaces: []
        )
    }

    /// The check has not answered yet.
    public static var undetermined: Self {
        PreviewWorkspaceAccess(
            userName: SettingsFixtures.userName,
            homeFolder: SettingsFixtures.homeFolder,
            status: .undetermined,
            workspaces: []
        )
    }
}
