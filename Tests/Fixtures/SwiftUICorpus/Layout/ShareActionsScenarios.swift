import Convergence

enum ShareActionsScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("wide", widths: [44, 24]) { ShareActions() },
            Scenario("copy", steps: [.tap("Copy link")]) { ShareActions() },
        ]
    }
}
