import Convergence

/// Who the user is and which workspaces Workbench may open, as the settings screen reads it from the environment.
///
/// The environment's default is ``LiveWorkspaceAccess``, which looks at this machine; previews and scenarios
/// inject fixed answers: `.environment(\.workspaceAccess, .restricted)`.
public protocol WorkspaceAccessProviding: Sendable {
    @MainActor var userName: String { get }
    @MainActor var homeFolder: String { get }
    @MainActor var status: WorkspaceAccessStatus { get }
    @MainActor var workspaces: [Workspace] { get }

    /// Checks access again; fixed providers answer at once.
    @MainActor func refresh() async
}

struct WorkspaceAccessKey: EnvironmentKey {
    static let defaultValue: any WorkspaceAccessProviding = LiveWorkspaceAccess()
}

extension EnvironmentValues {
    /// The workspace access the settings screen shows; by default, this machine's.
    public var workspaceAccess: any WorkspaceAccessProviding {
        get { self[WorkspaceAccessKey.self] }
        set { self[WorkspaceAccessKey.self] = newValue }
    }
}
