import Convergence

enum LegacyMenusScenarios: ScenarioProvider {
    static func photos() -> [LegacyPhoto] {
        [LegacyPhoto(id: 1, title: "Beach"), LegacyPhoto(id: 2, title: "Harbour")]
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { LegacyMenusView(photos: photos()) },
            Scenario("context-menu", steps: [.showContextMenu(row: "Harbour"), .tap("Favourite")]) {
                LegacyMenusView(photos: photos())
            },
            Scenario("typed-copies", steps: [.type("2", into: "Copies"), .submit("Copies")]) {
                LegacyMenusView(photos: photos())
            },
            Scenario("sorted", steps: [.pick("Oldest", in: "Sort")]) { LegacyMenusView(photos: photos()) },
            Scenario("album-link", steps: [.tap("Album")]) { LegacyMenusView(photos: photos()) },
            Scenario("menu-button", steps: [.tap("Export"), .tap("PNG")]) { LegacyMenuButtonView() },
        ]
    }
}
