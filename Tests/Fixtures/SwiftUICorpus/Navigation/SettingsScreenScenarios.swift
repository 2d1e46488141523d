import Convergence

enum SettingsScreenScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { SettingsScreen() },
            Scenario("sign-out-alert", steps: [.tap("Sign Out"), .tap("Sign Out")]) { SettingsScreen() },
            Scenario("sign-out-cancelled", steps: [.tap("Sign Out"), .tap("Cancel")]) { SettingsScreen() },
            Scenario("about-sheet", steps: [.tap("About"), .tap("Close")]) { SettingsScreen() },
            Scenario("privacy-push", steps: [.tap("Privacy"), .toggle("Share analytics"), .back]) { SettingsScreen() },
        ]
    }
}
