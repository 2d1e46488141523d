import Convergence

enum AboutScreenScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("credits", steps: [.toggle("Show credits")]) { AboutScreen(version: "2.4.1") }]
    }
}
