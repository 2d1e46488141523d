import Convergence

enum FAQScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("toggle-groups", steps: [.tap("How do returns work?"), .tap("When will my order ship?")]) {
                FAQView()
            }
        ]
    }
}
