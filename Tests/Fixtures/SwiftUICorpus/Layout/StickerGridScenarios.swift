import Convergence

enum StickerGridScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("grid", widths: [40, 24]) { StickerGrid() },
            Scenario("pick", steps: [.tap("Owl"), .tap("Crab")]) { StickerGrid() },
        ]
    }
}
