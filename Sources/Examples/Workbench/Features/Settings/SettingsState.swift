import Convergence

/// The settings screen's preferences, and what its workspace section shows for a given access provider.
@Observable
@MainActor
public final class SettingsState {
    public enum ViewState: Equatable {
        /// Access is not known yet.
        case loading
        /// The home folder is missing or read-only.
        case unauthorized(homeFolder: String)
        /// Access is granted but there are no project folders.
        case empty(homeFolder: String)
        case loaded([Workspace])
    }

    public var theme: AppearanceTheme
    public var notificationsEnabled: Bool

    public init(theme: AppearanceTheme = .system, notificationsEnabled: Bool = true) {
        self.theme = theme
        self.notificationsEnabled = notificationsEnabled
    }

    /// Puts the preferences back to their defaults.
    public func resetPreferences() {
        theme = .system
        notificationsEnabled = true
    }

    /// The workspace section's state for what `access` reports now.
    public func viewState(for access: any WorkspaceAccessProviding) -> ViewState {
        switch access.status {
        case .undetermined: .loading
        case .restricted: .unauthorized(homeFolder: access.homeFolder)
        case .authorized where access.workspaces.isEmpty: .empty(homeFolder: access.homeFolder)
        case .authorized: .loaded(access.workspaces)
        }
    }
}
