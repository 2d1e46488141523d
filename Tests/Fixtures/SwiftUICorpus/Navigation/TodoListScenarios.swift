import Convergence

enum TodoListScenarios: ScenarioProvider {
    static func sample() -> [TodoItem] {
        [
            TodoItem(id: 1, title: "Buy milk"),
            TodoItem(id: 2, title: "Call mum", isDone: true),
            TodoItem(id: 3, title: "Book dentist"),
        ]
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { TodoListView(items: sample()) },
            Scenario("swipe-to-delete", steps: [.swipe(row: "Call mum"), .tap("Delete")]) {
                TodoListView(items: sample())
            },
            Scenario(
                "edit-mode",
                steps: [.tap("Edit"), .move(row: "Buy milk", toOffset: 3), .delete(row: "Book dentist"), .tap("Done")]
            ) {
                TodoListView(items: sample())
            },
            Scenario("add-sheet", steps: [.tap("Add"), .type("Water plants", into: "Title"), .tap("Save")]) {
                TodoListView(items: sample())
            },
            Scenario("add-sheet-cancelled", steps: [.tap("Add"), .dismiss]) { TodoListView(items: sample()) },
            Scenario("empty") { TodoListView(items: []) },
        ]
    }
}
