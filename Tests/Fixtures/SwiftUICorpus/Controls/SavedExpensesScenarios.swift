import Convergence

enum SavedExpensesScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            // Adds to UserDefaults.standard; the next scenario must not see it.
            Scenario("adding", steps: [.tap("Add lunch"), .tap("Add lunch")]) { SavedExpenses() },
            Scenario("empty") { SavedExpenses() },
        ]
    }
}
