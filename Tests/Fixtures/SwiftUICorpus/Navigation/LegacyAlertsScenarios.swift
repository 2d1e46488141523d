import Convergence

enum LegacyAlertsScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("alert", steps: [.tap("Reset"), .tap("Reset")]) { LegacyAlertsView() },
            Scenario("action-sheet", steps: [.tap("Share"), .tap("Messages")]) { LegacyAlertsView() },
            Scenario("bar-item", steps: [.tap("Help")]) { LegacyAlertsView() },
            Scenario("tag-selection-link", steps: [.tap("First"), .tap("Go back"), .tap("Second"), .tap("Go back")]) {
                LegacyListView()
            },
        ]
    }
}
