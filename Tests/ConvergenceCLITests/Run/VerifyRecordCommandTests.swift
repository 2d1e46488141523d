import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

@Suite struct VerifyRecordCommandTests {
    @Test @MainActor func recordWritesMissingSnapshotsThenVerifyPasses() async throws {
        try await RunCommandsHarness.with { harness in
            let recorded = await harness.run(["record"])
            #expect(recorded.status == 0, "\(recorded.standardOutput)")
            #expect(recorded.standardOutput.hasPrefix("RECORDED Item/loaded\nRECORDED Item/empty\n"))
            #expect(recorded.standardOutput.contains("Scenarios: 5 recorded, 5 total"))
            #expect(recorded.standardOutput.contains("Snapshots: 6 written, 6 total"))
            #expect(harness.files().count == 6)

            let verified = await harness.run(["verify"])
            #expect(verified.status == 0)
            #expect(
                verified.standardOutput == """
                    ok Item/loaded
                    ok Item/empty
                    ok Item/error-retry
                    ok Profile/loaded
                    ok Profile/unauthorized
                    Scenarios: 5 passed, 5 total
                    Snapshots: 6 passed, 6 total
                    Obsolete:  none

                    """)
        }
    }

    @Test @MainActor func verifyFailsOnAChangeAndWritesNoSnapshot() async throws {
        try await RunCommandsHarness.with { harness in
            _ = await harness.run(["record"])
            harness.catalog = RunCommandsFixtures.catalog(itemText: "Apples, plums")
            let output = await harness.run(["verify"])
            #expect(output.status == 1)
            #expect(output.standardOutput.contains("CHANGED Item/loaded\n"))
            #expect(output.standardOutput.contains("-Apples, pears"))
            #expect(output.standardOutput.contains("+Apples, plums"))
            #expect(output.standardOutput.contains("Scenarios: 1 changed, 4 passed, 5 total"))
            #expect(output.standardOutput.contains("Snapshots: 1 changed, 5 passed, 6 total"))
            #expect(output.standardOutput.contains("Pending:   1 .new file; walk them with `scenarios review`"))
            #expect(harness.exists("Item/loaded.txt.new"))

            // record --mode failed accepts it; verify passes again and the .new file is gone.
            let accepted = await harness.run(["record", "--mode", "failed"])
            #expect(accepted.status == 0)
            #expect(accepted.standardOutput.contains("UPDATED Item/loaded"))
            #expect(accepted.standardOutput.contains("Snapshots: 1 updated, 5 passed, 6 total"))
            #expect(!harness.exists("Item/loaded.txt.new"))
            #expect(await harness.run(["verify"]).status == 0)
        }
    }

    @Test @MainActor func verifyNeverRecordsAMissingSnapshot() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["verify", "--feature", "Item"])
            #expect(output.status == 1)
            #expect(output.standardOutput.contains("MISSING Item/loaded\n"))
            #expect(output.standardOutput.contains("Scenarios: 3 missing, 3 total"))
            #expect(output.standardOutput.contains("Ran:       feature Item"))
            #expect(harness.files() == ["Item/empty.txt.new", "Item/error-retry.txt.new", "Item/loaded.txt.new"])
        }
    }

    @Test @MainActor func nondeterministicAndObsoleteFailTheRun() async throws {
        let flaky = Scenario("random", feature: "Item", formats: .ascii) { Text(UUID().uuidString) }
        try await RunCommandsHarness.with(RunCommandsFixtures.catalog(extra: [flaky])) { harness in
            try harness.put("gone\n", at: "Item/removed.txt")
            let output = await harness.run(["record"])
            #expect(output.status == 1)
            #expect(output.standardOutput.contains("NONDETERMINISTIC Item/random\n"))
            #expect(output.standardOutput.contains("Scenarios: 1 nondeterministic, 5 recorded, 6 total"))
            #expect(
                output.standardOutput.contains("Obsolete:  1 (Item/removed.txt); remove them with `scenarios prune`"))
        }
    }

    @Test @MainActor func aTerminalGetsOneProgressLineClearedAtTheEnd() async throws {
        try await RunCommandsHarness.with { harness in
            harness.isTerminal = true
            let output = await harness.run(["record"])
            #expect(output.status == 0)
            #expect(output.standardOutput.contains("\r\u{1B}[K[1/5] Item/loaded"))
            #expect(output.standardOutput.contains("\r\u{1B}[K[5/5] Profile/unauthorized\r\u{1B}[KScenarios: "))
            #expect(!output.standardOutput.contains("RECORDED"))
        }
    }

    @Test @MainActor func badModeListsTheValidOnes() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["record", "--mode", "alll"])
            #expect(output.status == 64)
            #expect(
                output.standardError == """
                    scenarios record: unknown mode alll; did you mean all? (modes: all, missing, failed)
                    usage: scenarios record [ID…] [options]

                    """)
            #expect(harness.files().isEmpty)
            #expect(await harness.run(["record", "--mode", "never"]).status == 64)
        }
    }

    @Test @MainActor func unknownFeaturesAndIdsSuggestTheNearest() async throws {
        try await RunCommandsHarness.with { harness in
            let feature = await harness.run(["verify", "--feature", "Iten"])
            #expect(feature.status == 64)
            #expect(feature.standardError.contains("no feature Iten; did you mean Item?"))
            let id = await harness.run(["record", "Item/loadd"])
            #expect(id.status == 64)
            #expect(id.standardError.contains("no scenario Item/loadd; did you mean Item/loaded?"))
            #expect(id.standardError.contains("usage: scenarios record [ID…] [options]"))
            let far = await harness.run(["verify", "zzzzzzzz"])
            #expect(far.status == 64)
            #expect(
                far.standardError.contains(
                    "no scenario zzzzzzzz; `scenarios list` shows the \(harness.catalog.all.count) ids there are"),
                "an id near none still says where the ids are: \(far.standardError)")
            #expect(harness.files().isEmpty)
        }
    }

    @Test @MainActor func idsNarrowTheRunAndSkipTheObsoleteCheck() async throws {
        try await RunCommandsHarness.with { harness in
            try harness.put("old\n", at: "Item/removed.txt")
            let output = await harness.run(["record", "Item/empty", "Profile/loaded"])
            #expect(output.status == 0)
            #expect(output.standardOutput.hasPrefix("RECORDED Item/empty\nRECORDED Profile/loaded\n"))
            #expect(output.standardOutput.contains("Obsolete:  not checked (Item/empty Profile/loaded: "))
        }
    }

    @Test @MainActor func helpDocumentsModesAndShards() async throws {
        try await RunCommandsHarness.with { harness in
            let record = await harness.run(["record", "--help"])
            #expect(record.status == 0)
            for text in ["--mode MODE", "missing (default)", "--shard i/n", "--feature F", "--snapshots DIR"] {
                #expect(record.standardOutput.contains(text), "\(text)")
            }
            let verify = await harness.run(["verify", "-h"])
            #expect(verify.status == 0)
            #expect(verify.standardOutput.hasPrefix("usage: scenarios verify [ID…] [options]"))
        }
    }

    @Test @MainActor func snapshotsOptionChoosesTheFolder() async throws {
        try await RunCommandsHarness.with { harness in
            let other = harness.folder.appendingPathComponent("elsewhere")
            let output = await harness.run(["record", "--snapshots", "elsewhere"])
            #expect(output.status == 0)
            #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("Item/loaded.txt").path))
            #expect(harness.files().isEmpty)
        }
    }

    @Test @MainActor func sharedRunReportsCounts() async throws {
        try await RunCommandsHarness.with { harness in
            let context = CommandContext(
                program: "scenarios", catalog: harness.catalog, environment: [:], workingDirectory: harness.folder,
                isTerminal: false, write: { _ in }, writeError: { _ in }, readLine: { nil })
            let arguments = try ParsedArguments.parse(
                ["--feature", "Item"], for: CommandSpec(name: "x", summary: "", options: RunOptions.all))
            let result = try await CatalogRun.run(context: context, arguments: arguments, mode: .missing)
            #expect(result.scenarios.map(\.id) == ["Item/loaded", "Item/empty", "Item/error-retry"])
            #expect(result.counts.first { $0.name == "written" }?.count == 3)
            #expect(result.exitCode == 0)
        }
    }
}
