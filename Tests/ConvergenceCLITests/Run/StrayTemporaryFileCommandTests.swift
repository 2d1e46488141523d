import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing

/// `record`, `verify` and `prune` clear the temporary files a killed run left, and say so.
@Suite struct StrayTemporaryFileCommandTests {
    @Test(arguments: ["record", "verify"])
    @MainActor func aRunRemovesTheTemporaryFilesOfEndedWritersAndSaysSo(command: String) async throws {
        try await RunCommandsHarness.with { harness in
            #expect(await harness.run(["record"]).status == 0)
            let stray = "Item/.loaded.txt.\(endedProcessIdentifier()).k3j9x.tmp"
            try harness.put("half a rend", at: stray)
            let output = await harness.run([command])
            #expect(output.status == 0, "\(output.standardOutput)")
            #expect(!harness.exists(stray))
            #expect(
                output.standardOutput.contains("Cleaned:   1 temporary file left by a run that was killed (\(stray))"),
                "\(output.standardOutput)")
            #expect(!(await harness.run([command])).standardOutput.contains("Cleaned:"))
        }
    }

    @Test @MainActor func pruneListsThemOnADryRunAndRemovesThemOtherwise() async throws {
        try await RunCommandsHarness.with { harness in
            #expect(await harness.run(["record"]).status == 0)
            let writer = endedProcessIdentifier()
            let stray = "Item/.empty.txt.\(writer).zz9.tmp"
            try harness.put("half", at: stray)
            let dryRun = await harness.run(["prune", "--dry-run"])
            #expect(dryRun.status == 0)
            #expect(
                dryRun.standardOutput.contains(
                    "would remove \(stray) (temporary file of process \(writer), which has ended)\n"),
                "\(dryRun.standardOutput)")
            #expect(dryRun.standardOutput.contains("1 temporary file in "))
            #expect(harness.exists(stray))
            let prune = await harness.run(["prune"])
            #expect(prune.standardOutput.contains("removed \(stray) "), "\(prune.standardOutput)")
            #expect(!harness.exists(stray))
            #expect(harness.files().allSatisfy { !$0.hasSuffix(".tmp") })
        }
    }
}
