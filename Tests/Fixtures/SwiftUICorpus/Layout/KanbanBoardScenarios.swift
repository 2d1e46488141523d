import Convergence

enum KanbanBoardScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "drag",
                widths: [60],
                steps: [
                    .drag("Write tests", by: CGSize(width: 130, height: 10)),
                    .drag("Fix login", by: CGSize(width: 240, height: 0)),
                    .drag("Ship 1.2", by: CGSize(width: -250, height: 0)),
                ]
            ) { KanbanBoard() }
        ]
    }
}
