import Convergence

/// The settings feature's shared constructors, and the scenarios that render them under each access provider.
public enum SettingsScenarios: ScenarioProvider {
    /// Preferences someone has changed: dark theme, notifications on.
    @MainActor static func preferences() -> SettingsState {
        SettingsState(theme: .dark, notificationsEnabled: true)
    }

    /// Default preferences; the screen reads this machine's workspace access from the environment's default.
    @MainActor public static func live() -> SettingsState {
        SettingsState()
    }

    public static var scenarios: [Scenario] {
        [
            Scenario("loaded", widths: [40, 80]) {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .preview)
            },
            Scenario("empty") {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .noWorkspaces)
            },
            Scenario("unauthorized") {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .restricted)
            },
            Scenario("loading") {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .undetermined)
            },
            Scenario("about-sheet", steps: [.tap("About"), .tap("Done")]) {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .preview)
            },
            Scenario("reset-alert", steps: [.tap("Reset Preferences"), .tap("Reset")]) {
                SettingsView(state: preferences()).environment(\.workspaceAccess, .preview)
            },
            Scenario(
                "live-switch",
                steps: [
                    .pick("restricted", in: "Access"),
                    .pick("undetermined", in: "Access"),
                    .pick("authorized", in: "Access"),
                ]
            ) {
                SettingsAccessSwitcher(state: preferences())
            },
        ]
    }
}
