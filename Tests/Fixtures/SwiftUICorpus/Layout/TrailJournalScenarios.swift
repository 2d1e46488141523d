import Convergence

enum TrailJournalScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("browsing", steps: [.tap("Alps"), .tap("Like")]) { TrailJournal() },
            Scenario("details", steps: [.tap("Details"), .dismiss]) { TrailJournal() },
        ]
    }
}
