import Convergence

enum UploadQueueScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("uploading", steps: [.tap("Keep originals"), .tap("Upload next"), .tap("Upload next")]) {
                UploadQueue()
            }
        ]
    }
}
