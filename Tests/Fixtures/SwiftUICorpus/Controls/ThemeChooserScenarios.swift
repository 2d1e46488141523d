import Convergence

enum ThemeChooserScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "choosing",
                steps: [.pick("Dark", in: "Appearance"), .pick("L", in: "Text size"), .toggle("Shout headings")]
            ) { ThemeChooser() },
            Scenario("dark-device") { ThemeChooser().preferredColorScheme(.dark) },
        ]
    }
}
