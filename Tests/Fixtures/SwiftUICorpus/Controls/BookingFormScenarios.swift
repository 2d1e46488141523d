import Convergence

enum BookingFormScenarios: ScenarioProvider {
    static let today = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01

    static var scenarios: [Scenario] {
        [
            Scenario(
                "booking",
                steps: [
                    .pickDate(today.addingTimeInterval(3 * 86_400), in: "Check-in"),
                    .pickDate(today.addingTimeInterval(6 * 86_400), in: "Check-out"),
                    .increment("Guests"), .tap("Book 3 nights for 3"),
                ]
            ) { BookingForm(today: today) },
            Scenario("before-today", steps: [.pickDate(today.addingTimeInterval(-86_400), in: "Check-in")]) {
                BookingForm(today: today)
            },
        ]
    }
}
