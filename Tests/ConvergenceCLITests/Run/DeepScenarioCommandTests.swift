import Convergence
import ConvergenceCLI
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

/// `verify` and `record` over a catalog with a scenario ten thousand levels deep: that scenario fails with its
/// depth, the others are recorded, and the command ends normally.
@Suite struct DeepScenarioCommandTests {
    @Test(arguments: ["record", "verify"])
    @MainActor func aDeepScenarioFailsAloneInBothFormats(command: String) async throws {
        let catalog = RunCommandsFixtures.catalog(extra: [
            Scenario("deep", feature: "Outline") { CommandTestOutline(depth: 10_000) }
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            let output = await harness.run([command])
            #expect(output.status == 1)
            #expect(output.standardOutput.contains("FAILED Outline/deep\n"), "\(output.standardOutput)")
            #expect(
                output.standardOutput.contains(
                    "Scenario Outline/deep cannot be rendered: CommandTestOutline is nested too deep to resolve: "))
            let counts = command == "record" ? "Scenarios: 1 failed, 5 passed, 6 total" : "Scenarios: 6 failed, 6 total"
            #expect(output.standardOutput.contains(counts), "\(output.standardOutput)")
            #expect(!harness.files().contains { $0.hasPrefix("Outline/") })
        }
    }
}
