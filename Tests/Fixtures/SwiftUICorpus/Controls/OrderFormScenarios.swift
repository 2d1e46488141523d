import Convergence

enum OrderFormScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "ordering",
                steps: [
                    .increment("Espresso"), .increment("Croissant"), .increment("Croissant"), .decrement("Espresso"),
                    .toggle("Add 10% tip"), .tap("Place order for $10.23"),
                ]
            ) { OrderForm() }
        ]
    }
}
