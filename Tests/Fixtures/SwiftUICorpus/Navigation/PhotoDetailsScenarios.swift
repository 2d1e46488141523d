import Convergence

enum PhotoDetailsScenarios: ScenarioProvider {
    static let photos = [
        Photo(id: 1, title: "Harbour at dawn", location: "Lisbon"),
        Photo(id: 2, title: "Snowy pass", location: "Dolomites"),
    ]

    static var scenarios: [Scenario] {
        [
            Scenario("sheet-item", steps: [.tap("Snowy pass"), .tap("Done")]) { PhotoGridView(photos: photos) },
            Scenario("sheet-dialog", steps: [.tap("Harbour at dawn"), .tap("Delete Photo"), .tap("Delete")]) {
                PhotoGridView(photos: photos)
            },
            Scenario("dialog-cancelled", steps: [.tap("Harbour at dawn"), .tap("Delete Photo"), .tap("Cancel")]) {
                PhotoGridView(photos: photos)
            },
        ]
    }
}
