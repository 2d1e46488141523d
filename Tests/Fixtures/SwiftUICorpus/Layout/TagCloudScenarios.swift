import Convergence

enum TagCloudScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("flow", steps: [.tap("Add topic"), .tap("Add topic")]) { TagCloud() }]
    }
}
