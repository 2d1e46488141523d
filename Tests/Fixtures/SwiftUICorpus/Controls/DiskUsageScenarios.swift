import Convergence

enum DiskUsageScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario("sorting", widths: [60], steps: [.tap("Size"), .tap("Size"), .tap("Pinned")]) { DiskUsage() },
            Scenario("importing", widths: [60], steps: [.tap("Import"), .tap("Cancel")]) { DiskUsage() },
            Scenario("sharing", widths: [60], steps: [.tap("Share list"), .tap("Done")]) { DiskUsage() },
        ]
    }
}
