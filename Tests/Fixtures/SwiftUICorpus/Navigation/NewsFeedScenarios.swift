import Convergence

enum NewsFeedScenarios: ScenarioProvider {
    @MainActor static func model() -> NewsFeedModel {
        let first = [Headline(id: 1, title: "Markets open higher"), Headline(id: 2, title: "Rain expected")]
        return NewsFeedModel(service: FixedHeadlines(batches: [first], delay: .seconds(1)))
    }

    static var scenarios: [Scenario] {
        [
            Scenario("empty-before-refresh") { NewsFeedView(model: model()) },
            Scenario("refresh", steps: [.refresh, .advanceClock(by: .seconds(1))]) { NewsFeedView(model: model()) },
            Scenario(
                "sort-menu",
                steps: [.refresh, .advanceClock(by: .seconds(1)), .tap("Sort"), .tap("Oldest first")]
            ) { NewsFeedView(model: model()) },
            Scenario("open-link", steps: [.tap("About this feed"), .tap("Done")]) { NewsFeedView(model: model()) },
        ]
    }
}

struct FixedHeadlines: HeadlineService {
    var batches: [[Headline]]
    var delay: Duration

    func latest() async -> [Headline] {
        try? await ScenarioClock.sleep(for: delay)
        return batches.last ?? []
    }
}
