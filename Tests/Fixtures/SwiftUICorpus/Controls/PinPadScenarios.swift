import Convergence

enum PinPadScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("empty") { PinPad() },
            Scenario("typing", steps: [.tap("1"), .tap("3")]) { PinPad() },
            Scenario("half-entered") { PinPadScreen().storagePreset(["pinDigits": "21"]) },
        ]
    }
}
