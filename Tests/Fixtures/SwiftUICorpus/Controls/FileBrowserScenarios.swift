import Convergence

enum FileBrowserScenarios: ScenarioProvider {
    static func files() -> [BrowsedFile] {
        [BrowsedFile(name: "Budget.numbers"), BrowsedFile(name: "Notes.txt"), BrowsedFile(name: "Trip.pdf")]
    }

    static var scenarios: [Scenario] {
        [
            Scenario("loaded") { FileBrowserView(files: files()) },
            Scenario("pinned", steps: [.toggle("Budget.numbers"), .toggle("Notes.txt"), .toggle("Trip.pdf")]) {
                FileBrowserView(files: files())
            },
            Scenario("caches", steps: [.pick("Caches", in: "Folder")]) { FileBrowserView(files: files()) },
        ]
    }
}
