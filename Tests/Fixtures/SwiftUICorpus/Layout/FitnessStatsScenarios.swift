import Convergence

enum FitnessStatsScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("units", steps: [.tap("Show miles"), .tap("Show kilometres")]) { FitnessStats() }]
    }
}
