import Convergence

/// A scene is never drawn: these render the views at the root of `NotesScene`'s windows.
enum NotesAppScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("list", steps: [.tap("New Note")]) {
                NotesList(notes: [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")])
            },
            Scenario("note-window") { NoteWindow(noteID: nil) },
            Scenario("settings") { NotesSettingsForm() },
        ]
    }
}
