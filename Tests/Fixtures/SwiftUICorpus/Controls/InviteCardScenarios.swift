import Convergence

enum InviteCardScenarios: ScenarioProvider {
    @MainActor static func card() -> InviteCard {
        InviteCard(code: "RIVER-42", link: URL(string: "https://example.com/join/RIVER-42")!)
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { card() },
            Scenario("copied", steps: [.tap("Copy code")]) { card() },
            Scenario("sharing", steps: [.tap("Share invite")]) { card() },
            Scenario("settings", steps: [.tap("Notification settings")]) { card() },
        ]
    }
}
