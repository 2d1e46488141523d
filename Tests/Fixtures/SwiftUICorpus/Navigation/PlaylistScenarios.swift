import Convergence

enum PlaylistScenarios: ScenarioProvider {
    static func songs() -> [Song] {
        [Song(id: 1, title: "Highway", isDownloaded: true), Song(id: 2, title: "Sunrise", isDownloaded: false)]
    }

    static var scenarios: [Scenario] {
        [
            Scenario(
                "edit", steps: [.toggle("Sunrise"), .tap("Edit"), .move(row: "Sunrise", toOffset: 0), .tap("Done")]
            ) { PlaylistView(songs: songs()) },
            Scenario("last-song-undeletable", steps: [.delete(row: "Highway"), .tap("Edit")]) {
                PlaylistView(songs: songs())
            },
        ]
    }
}
