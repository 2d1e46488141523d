import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// `SNAPSHOTS_VARIANTS` multiplies the catalog of every command, as `withVariants` does in code.
@Suite struct VariantsCommandTests {
    @MainActor
    static func run(_ arguments: [String], variants: String, in harness: RunCommandsHarness) async -> RunCommandsOutput
    {
        let out = RunCommandsBuffer()
        let err = RunCommandsBuffer()
        let context = CommandContext(
            program: "scenarios", catalog: harness.catalog, environment: [ScenariosCommand.variantsVariable: variants],
            workingDirectory: harness.folder, isTerminal: false, write: { out.append($0) },
            writeError: { err.append($0) }, readLine: { nil })
        let status = await ScenariosCommand.run(arguments, context: context)
        return RunCommandsOutput(status: status, standardOutput: out.text, standardError: err.text)
    }

    @Test @MainActor func theVariableAddsEachVariantsFilesBesideTheScenarios() async throws {
        try await RunCommandsHarness.with { harness in
            let record = await Self.run(["record"], variants: "de, pseudo", in: harness)
            #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
            #expect(harness.exists("Item/loaded.txt"))
            #expect(harness.exists("Item/loaded.de.txt"))
            #expect(harness.exists("Item/loaded.pseudo.txt"))
            #expect(record.standardOutput.contains("Scenarios: 15 recorded, 15 total"), "\(record.standardOutput)")
            let verify = await Self.run(["verify"], variants: "de,pseudo", in: harness)
            #expect(verify.status == 0, "\(verify.standardOutput)")
            #expect(verify.standardOutput.contains("Obsolete:  none"))
            // Without the variable the variants' files are not the catalog's any more.
            let plain = await harness.run(["verify"])
            #expect(plain.status == 1)
            #expect(plain.standardOutput.contains("Item/loaded.de.txt"), "\(plain.standardOutput)")
        }
    }

    @Test @MainActor func anUnknownVariantIsAUsageError() async throws {
        try await RunCommandsHarness.with { harness in
            let run = await Self.run(["verify"], variants: "de,Dark mode", in: harness)
            #expect(run.status == 64)
            #expect(
                run.standardError.contains(#"SNAPSHOTS_VARIANTS names no variant "Dark mode""#), "\(run.standardError)")
            #expect(!harness.exists("Item/loaded.de.txt"))
        }
    }

    @Test @MainActor func theOptionAddsVariantsToAnyCommandAndJoinsTheVariable() async throws {
        try await RunCommandsHarness.with { harness in
            let record = await Self.run(
                ["record", "--variant", "rtl", "--variant=iphone-se"], variants: "de", in: harness)
            #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
            #expect(harness.exists("Item/loaded.de.txt"))
            #expect(harness.exists("Item/loaded.rtl.txt"))
            #expect(harness.exists("Item/loaded.iphone-se.txt"))
            let verify = await Self.run(["verify", "--variant", "rtl,iphone-se"], variants: "de", in: harness)
            #expect(verify.status == 0, "\(verify.standardOutput)")
            #expect(verify.standardOutput.contains("Obsolete:  none"), "\(verify.standardOutput)")
            let missing = await Self.run(["verify", "--variant"], variants: "", in: harness)
            #expect(missing.status == 64)
            #expect(missing.standardError.contains("--variant needs a value"), "\(missing.standardError)")
            let unknown = await Self.run(["verify", "--variant", "sepia"], variants: "", in: harness)
            #expect(unknown.status == 64)
            #expect(unknown.standardError.contains(#"--variant names no variant "sepia""#), "\(unknown.standardError)")
        }
    }
}
