import Convergence

enum VolumePanelScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "adjusting",
                steps: [.slide("Volume", to: 0.84), .slide("Balance", to: -0.5), .toggle("Mute")]
            ) { VolumePanel() }
        ]
    }
}
