import Convergence

enum TabbedAppScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("home") { TabbedAppView(unread: 3) },
            Scenario(
                "switch-tabs",
                steps: [.tap("Messages"), .tap("Profile"), .tap("Open again"), .tap("Home"), .tap("Profile")]
            ) { TabbedAppView(unread: 2) },
            Scenario("starts-on-profile") { TabbedAppView(selection: .profile, unread: 0) },
        ]
    }
}
