import Convergence

enum WorkoutTimerScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "round",
                steps: [.tap("Start 1-minute round"), .advanceClock(by: .seconds(15)), .advanceClock(by: .seconds(50))]
            ) {
                // The scenario starts at 2026-01-01 09:00 UTC; the workout began ten minutes earlier.
                WorkoutTimer(startedAt: Date(timeIntervalSince1970: 1_767_258_000 - 600))
            }
        ]
    }
}
