import Convergence

enum ParkingPassScenarios: ScenarioProvider {
    // 2026-01-01 09:00 UTC: the scenario's start, so the meter has just begun.
    static let meterStart = Date(timeIntervalSince1970: 1_767_258_000)

    static var scenarios: [Scenario] {
        [
            Scenario("parked") { ParkingPass(meterStart: meterStart) },
            Scenario(
                "later",
                steps: [
                    .advanceClock(by: .seconds(45 * 60)), .tap("Copy plate from booking"), .tap("Paste"),
                    .tap("Rename"),
                ]
            ) { ParkingPass(meterStart: meterStart) },
        ]
    }
}
