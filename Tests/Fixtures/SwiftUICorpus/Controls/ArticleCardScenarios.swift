import Convergence

enum ArticleCardScenarios: ScenarioProvider {
    struct Offline: Error {}

    static let article = Article(
        id: 1, title: "Reading the clouds: a beginner's guide to weather",
        summary: "Cumulus, stratus and cirrus each tell a different story about the hours ahead.",
        imageURL: URL(string: "https://example.com/images/cloud.jpg"),
        publishedAt: Date(timeIntervalSince1970: 1_767_250_800))

    static var scenarios: [Scenario] {
        [
            Scenario("loading", steps: [.advanceClock(by: .seconds(1))]) {
                ArticleCard(article: article)
                    .environment(
                        \.asyncImageLoader,
                        AsyncImageLoader { _ in
                            try await ScenarioClock.sleep(for: .seconds(1))
                            return "cloud"
                        })
            },
            Scenario("offline") {
                ArticleCard(article: article).environment(\.asyncImageLoader, .failing(Offline()))
            },
        ]
    }
}
