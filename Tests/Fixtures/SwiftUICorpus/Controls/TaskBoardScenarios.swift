import Convergence

enum TaskBoardScenarios: ScenarioProvider {
    static func sample() -> TaskBoardModel {
        TaskBoardModel(tasks: [
            TaskItem(id: 1, title: "Water the plants"),
            TaskItem(id: 2, title: "Call the bank", isDone: true),
        ])
    }

    static var scenarios: [Scenario] {
        [
            Scenario(
                "working",
                steps: [.toggle("Water the plants"), .tap("Add task"), .toggle("New task 3"), .toggle("Call the bank")]
            ) { TaskBoard(model: sample()) }
        ]
    }
}
