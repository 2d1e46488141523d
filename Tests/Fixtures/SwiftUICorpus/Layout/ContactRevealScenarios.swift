import Convergence

enum ContactRevealScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("reveal", steps: [.longPress("Ada Lovelace"), .longPress("Ada Lovelace")]) {
                ContactReveal(name: "Ada Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org")
            }
        ]
    }
}
