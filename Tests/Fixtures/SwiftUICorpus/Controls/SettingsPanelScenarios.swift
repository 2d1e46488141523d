import Convergence

enum SettingsPanelScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "defaults",
                steps: [.toggle("Daily digest"), .pick("Dark", in: "Theme"), .toggle("Enable notifications")]
            ) {
                SettingsPanel()
            },
            Scenario("returning-user") {
                SettingsPanel()
                    .storagePreset(["notificationsEnabled": false, "theme": "light", "lastSection": "Appearance"])
            },
        ]
    }
}
