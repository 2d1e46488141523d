import Convergence

enum TipCalculatorScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("empty") { TipCalculator() },
            Scenario(
                "typed",
                steps: [.clear("Amount"), .type("42.50", into: "Amount"), .submit("Amount")]
            ) { TipCalculator() },
            Scenario(
                "bad-entry",
                steps: [.clear("Amount"), .type("lots", into: "Amount"), .toggle("Round up")]
            ) { TipCalculator() },
        ]
    }
}
