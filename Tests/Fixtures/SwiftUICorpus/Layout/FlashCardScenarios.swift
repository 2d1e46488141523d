import Convergence

enum FlashCardScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("flip", steps: [.tap("card"), .tap("card")]) {
                FlashCard(question: "Capital of Peru?", answer: "Lima")
            }
        ]
    }
}
