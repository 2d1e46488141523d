import Convergence

enum PhotoStripScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("open", widths: [48], steps: [.tap("City"), .tap("Lake")]) { PhotoStrip() }]
    }
}
