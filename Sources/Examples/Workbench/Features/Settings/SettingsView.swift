import Convergence

/// The settings screen: who you are, the workspaces Workbench may open, and your preferences.
///
/// Workspace access comes from the environment (`\.workspaceAccess`): this machine's by default, fixed answers in
/// previews and scenarios.
public struct SettingsView: View {
    @Bindable private var state: SettingsState
    @Environment(\.workspaceAccess) private var access
    @State private var showingAbout = false
    @State private var confirmingReset = false

    public init(state: SettingsState) {
        _state = Bindable(state)
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("User", value: access.userName)
                    LabeledContent("Home", value: access.homeFolder)
                    LabeledContent("Access", value: access.status.title)
                }
                Section("Workspaces") {
                    workspaces
                }
                Section("Preferences") {
                    Picker("Theme", selection: $state.theme) {
                        ForEach(AppearanceTheme.allCases, id: \.self) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Toggle("Notifications", isOn: $state.notificationsEnabled)
                    Button("Reset Preferences", role: .destructive) { confirmingReset = true }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("About") { showingAbout = true }
                }
            }
            .sheet(isPresented: $showingAbout) {
                AboutWorkbenchView(userName: access.userName)
            }
            .alert("Reset preferences?", isPresented: $confirmingReset) {
                Button("Reset", role: .destructive) { state.resetPreferences() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Theme and notifications go back to their defaults.")
            }
        }
        .task { [access] in await access.refresh() }
    }

    @ViewBuilder
    private var workspaces: some View {
        switch state.viewState(for: access) {
        case .loading:
            ProgressView("Checking workspace access...")
        case .unauthorized(let homeFolder):
            ContentUnavailableView(
                "Access Restricted",
                systemImage: "lock",
                description: Text("Workbench cannot write to \(homeFolder), so it cannot open workspaces there.")
            )
        case .empty(let homeFolder):
            ContentUnavailableView(
                "No Workspaces",
                systemImage: "folder",
                description: Text("Create a Projects or src folder in \(homeFolder) and it will appear here.")
            )
        case .loaded(let workspaces):
            ForEach(workspaces) { workspace in
                LabeledContent(workspace.name, value: workspace.path)
            }
        }
    }
}

#Preview("loaded") {
    SettingsView(state: SettingsScenarios.preferences()).environment(\.workspaceAccess, .preview)
}
#Preview("loaded wide", traits: .fixedLayout(width: 640, height: 320)) {
    SettingsView(state: SettingsScenarios.preferences()).environment(\.workspaceAccess, .preview)
}
#Preview("empty") {
    SettingsView(state: SettingsScenarios.preferences()).environment(\.workspaceAccess, .noWorkspaces)
}
#Preview("unauthorized") {
    SettingsView(state: SettingsScenarios.preferences()).environment(\.workspaceAccess, .restricted)
}
#Preview("loading") {
    SettingsView(state: SettingsScenarios.preferences()).environment(\.workspaceAccess, .undetermined)
}
