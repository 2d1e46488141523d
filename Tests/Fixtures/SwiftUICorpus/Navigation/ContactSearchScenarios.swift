import Convergence

enum ContactSearchScenarios: ScenarioProvider {
    static let contacts = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson"]

    static var scenarios: [Scenario] {
        [
            Scenario("all") { ContactSearchView(contacts: contacts) },
            Scenario("search", steps: [.type("gr", into: "Search"), .tap("Grace Hopper")]) {
                ContactSearchView(contacts: contacts)
            },
            Scenario("no-results", steps: [.type("zz", into: "Search")]) { ContactSearchView(contacts: contacts) },
        ]
    }
}
