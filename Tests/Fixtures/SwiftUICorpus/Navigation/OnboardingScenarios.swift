import Convergence

enum OnboardingScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("cover", steps: [.toggle("I accept the terms"), .tap("Continue")]) { OnboardingHost() },
            Scenario("dismissed-already") { OnboardingHost(showOnboarding: false) },
        ]
    }
}
