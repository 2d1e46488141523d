import Convergence

enum ExpenseTrackerScenarios: ScenarioProvider {
    static func sample() -> ExpenseStore {
        ExpenseStore(expenses: [
            Expense(id: 1, title: "Groceries", amount: 42.15, date: Date(timeIntervalSince1970: 1_767_312_000)),
            Expense(id: 2, title: "Train ticket", amount: 12, date: Date(timeIntervalSince1970: 1_767_398_400)),
        ])
    }

    static var scenarios: [Scenario] {
        [
            Scenario("adding", steps: [.tap("Add coffee"), .pick("USD", in: "Currency")]) {
                ExpenseTrackerView(store: sample())
            },
            Scenario("empty") { ExpenseTrackerView(store: ExpenseStore()) },
        ]
    }
}
