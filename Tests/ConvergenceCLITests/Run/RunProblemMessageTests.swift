import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// What `verify` and `record` print when the catalog itself is wrong: each problem said once, for its own reason.
@Suite struct RunProblemMessageTests {
    @Test @MainActor func aDuplicateIdIsNotCalledAPartialRun() async throws {
        let catalog = RunCommandsFixtures.catalog(extra: [
            Scenario("loaded", feature: "Item", formats: .ascii) { Text("again") }
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            let output = await harness.run(["verify"])
            #expect(output.status == 1)
            #expect(!output.standardOutput.contains("partial run"), "\(output.standardOutput)")
            #expect(
                output.standardOutput.contains("Obsolete:  not checked (two scenarios share an id)\n"),
                "\(output.standardOutput)")
            #expect(!output.standardOutput.contains("Problem:"), "said by both failures already")
            #expect(output.standardOutput.components(separatedBy: "Two scenarios have the id Item/loaded").count == 3)
        }
    }

    @Test @MainActor func anOverLongNameIsPrintedInFullOnce() async throws {
        let name = String(repeating: "n", count: 130)
        let catalog = RunCommandsFixtures.catalog(extra: [
            Scenario(name, feature: "Item", formats: .ascii) { Text("long") }
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            let output = await harness.run(["record"])
            #expect(output.status == 1)
            #expect(output.standardOutput.components(separatedBy: name).count == 2, "\(output.standardOutput)")
            #expect(output.standardOutput.contains("FAILED Item/\(name)\n"))
            #expect(
                output.standardOutput.contains(
                    #"The scenario name "\#(String(repeating: "n", count: 40))…" is 130 bytes as a file name"#))
            #expect(!output.standardOutput.contains("partial run"))
            #expect(!output.standardOutput.contains("Problem:"))
        }
    }

    @Test @MainActor func aNarrowedRunStillNamesAProblemItDidNotRun() async throws {
        let name = String(repeating: "n", count: 130)
        let catalog = RunCommandsFixtures.catalog(extra: [
            Scenario(name, feature: "Other", formats: .ascii) { Text("long") }
        ])
        try await RunCommandsHarness.with(catalog) { harness in
            let output = await harness.run(["record", "--feature", "Item"])
            #expect(output.status == 1)
            #expect(output.standardOutput.contains("Problem:   The scenario name \"nnnn"), "\(output.standardOutput)")
        }
    }
}
