import Convergence

enum DraftComposerScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "save-on-close",
                steps: [.type("Lunch at noon?", into: "Message"), .tap("Close editor"), .tap("New draft")]
            ) { DraftComposer() }
        ]
    }
}
