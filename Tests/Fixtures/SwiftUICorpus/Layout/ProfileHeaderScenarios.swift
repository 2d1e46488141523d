import Convergence

enum ProfileHeaderScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("follow", steps: [.tap("Follow"), .tap("Following")]) {
                ProfileHeader(name: "Grace Hopper", handle: "@grace")
            }
        ]
    }
}
