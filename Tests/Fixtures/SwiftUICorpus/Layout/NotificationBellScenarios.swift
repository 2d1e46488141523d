import Convergence

enum NotificationBellScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("read", steps: [.tap("Mark all read")]) { NotificationBell() }]
    }
}
