import Convergence

/// The settings feature's shared constructors, and the scenarios that need interaction steps; the screen under each
/// access provider is a `#Preview` in `SettingsView.swift`.
public enum SettingsScenarios: ScenarioProvider {
    /// Preferences someone has changed: dark theme, notifications on.
    @MainActor static func preferences() -> SettingsState {
        SettingsState(theme: .dark, notificationsEnabled: true)
    }

    /// Default preferences; the screen reads this machine's workspace access from the environment's default.
    @MainActor public static func live() -> SettingsState {
        SettingsState()
    }

    /// The screen's file name, so these scenarios' snapshots sit beside its previews' in
    /// `__Snapshots__/SettingsView/`.
    public static var featureName: String { "SettingsView" }

    public static var scenarios: [Scenario] {
        [
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
