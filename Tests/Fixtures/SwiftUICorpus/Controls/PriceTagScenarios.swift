import Convergence

enum PriceTagScenarios: ScenarioProvider {
    // 2026-03-05 23:30 UTC: already the 6th in Chatham (UTC+13:45), still the 5th in UTC.
    static let listed = Date(timeIntervalSince1970: 1_772_753_400)

    static var scenarios: [Scenario] {
        [Scenario("us") { PriceTag(price: 1234.5, discount: 0.15, listed: listed) }]
    }
}
