import Convergence

enum FAQAccordionScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "expand",
                steps: [.tap("Can I export my data?"), .tap("Is there a dark mode?"), .tap("Can I export my data?")]
            ) { FAQAccordion() }
        ]
    }
}
