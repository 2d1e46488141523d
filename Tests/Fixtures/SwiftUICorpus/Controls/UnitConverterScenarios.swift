import Convergence

enum UnitConverterScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "converting",
                steps: [.type("0", into: "Amount"), .pick("mi", in: "From"), .pick("km", in: "To")]
            ) { UnitConverter() },
            Scenario("german") { UnitConverter().environment(\.locale, Locale(identifier: "de_DE")) },
        ]
    }
}
