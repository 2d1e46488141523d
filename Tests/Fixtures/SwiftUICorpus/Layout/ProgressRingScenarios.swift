import Convergence

enum ProgressRingScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("logging", steps: [.tap("Log a glass"), .tap("Log a glass")]) { ProgressRing() }]
    }
}
