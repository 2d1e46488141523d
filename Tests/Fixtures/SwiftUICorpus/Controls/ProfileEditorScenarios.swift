import Convergence

enum ProfileEditorScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "editing",
                steps: [
                    .type(" Lovelace", into: "Display name"), .type(" I like engines.", into: "TextEditor"),
                    .tap("Save profile"),
                ]
            ) { ProfileEditor(name: "Ada", bio: "Mathematician.") }
        ]
    }
}
