import Convergence

enum ChecklistEditorScenarios: ScenarioProvider {
    static func items() -> [ChecklistItem] {
        [
            ChecklistItem(id: 1, title: "Passport"),
            ChecklistItem(id: 2, title: "Charger", done: true),
            ChecklistItem(id: 3, title: "Sunscreen"),
        ]
    }

    static func reminders() -> [String] { ["Water plants", "Stop mail"] }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { ChecklistEditorView(items: items(), reminders: reminders()) },
            Scenario("toggle-row", steps: [.toggle("Passport")]) {
                ChecklistEditorView(items: items(), reminders: reminders())
            },
            Scenario("swipe-to-delete", steps: [.swipe(row: "Charger"), .tap("Delete")]) {
                ChecklistEditorView(items: items(), reminders: reminders())
            },
            Scenario(
                "edit-mode",
                steps: [
                    .tap("Edit"), .move(row: "Passport", toOffset: 3), .delete(row: "Stop mail"), .tap("Done"),
                ]
            ) {
                ChecklistEditorView(items: items(), reminders: reminders())
            },
            Scenario("empty") { ChecklistEditorView(items: [], reminders: []) },
            Scenario("list-edit-actions", steps: [.delete(row: "Sunscreen"), .move(row: "Charger", toOffset: 0)]) {
                ChecklistListView(items: items())
            },
        ]
    }
}
