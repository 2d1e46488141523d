import Convergence

enum AchievementBadgeScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("claim", steps: [.tap("Claim reward")]) { AchievementBadge(title: "Early Bird") }]
    }
}
