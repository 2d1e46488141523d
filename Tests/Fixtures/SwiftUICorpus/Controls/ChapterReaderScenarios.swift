import Convergence

enum ChapterReaderScenarios: ScenarioProvider {
    static let chapters = [
        Chapter(id: 1, title: "Down the Rabbit-Hole"), Chapter(id: 2, title: "The Pool of Tears"),
        Chapter(id: 3, title: "A Caucus-Race"), Chapter(id: 4, title: "The Rabbit Sends in a Little Bill"),
    ]

    static var scenarios: [Scenario] {
        [
            Scenario("defaults") { ChapterReader(chapters: chapters) },
            Scenario("night", steps: [.tap("Next page")]) {
                ChapterReader(chapters: chapters)
                    .environment(\.readerTheme, .night)
                    .environment(\.readerName, "Alice")
                    .environment(\.linesPerPage, 3)
            },
        ]
    }
}
