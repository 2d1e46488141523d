import Convergence

enum StyledButtonsScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("tapping", steps: [.tap("Like"), .tap("Like"), .tap("Share"), .tap("Reset")]) { StyledButtons() }
        ]
    }
}
