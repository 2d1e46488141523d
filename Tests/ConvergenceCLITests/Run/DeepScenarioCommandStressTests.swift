import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import ConvergenceRuntime
import ConvergenceSupport
import Foundation
import Testing

/// A view that nests itself `depth` times.
struct CommandTestOutline: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            VStack {
                Text("level \(depth)")
                CommandTestOutline(depth: depth - 1)
            }
        }
    }
}

/// `record` then `verify` over a catalog with a scenario ten thousand levels deep, in ASCII and HTML: it is recorded
/// and verified like the others.
@Suite struct DeepScenarioCommandStressTests {
    @Test @MainActor func aDeepScenarioIsRecordedAndVerifiedInBothFormats() async throws {
        let catalog = RunCommandsFixtures.catalog(extra: [
            Scenario("deep", feature: "Outline") {
                CommandTestOutline(depth: StackGuard.runsUnderThreadSanitizer ? 2_000 : 10_000)
            }
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            let recorded = await harness.run(["record"])
            #expect(recorded.status == 0, "\(recorded.standardOutput)\(recorded.standardError)")
            #expect(recorded.standardOutput.contains("Scenarios: 6 recorded, 6 total"), "\(recorded.standardOutput)")
            let files = harness.files().filter { $0.hasPrefix("Outline/") }.sorted()
            #expect(files == ["Outline/deep.html", "Outline/deep.txt"])
            let verified = await harness.run(["verify"])
            #expect(verified.status == 0, "\(verified.standardOutput)")
            #expect(verified.standardOutput.contains("Scenarios: 6 passed, 6 total"), "\(verified.standardOutput)")
        }
    }
}
