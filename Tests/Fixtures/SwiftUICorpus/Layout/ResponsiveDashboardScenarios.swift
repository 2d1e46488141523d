import Convergence

enum ResponsiveDashboardScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("refresh", steps: [.tap("Refresh")]) { ResponsiveDashboard() }]
    }
}
