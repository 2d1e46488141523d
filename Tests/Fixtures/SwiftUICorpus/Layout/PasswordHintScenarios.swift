import Convergence

enum PasswordHintScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("toggle", steps: [.tap("Show hint"), .tap("Hide hint")]) { PasswordHint() }]
    }
}
