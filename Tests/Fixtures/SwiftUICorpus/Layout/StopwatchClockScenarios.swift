import Convergence

enum StopwatchClockScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "ticking",
                steps: [
                    .advanceClock(by: .seconds(5)), .tap("Lap"), .advanceClock(by: .milliseconds(61_500)), .tap("Lap"),
                ]
            ) { StopwatchClock() }
        ]
    }
}
