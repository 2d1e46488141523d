import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

@Suite struct PruneCoverageCommandTests {
    @Test @MainActor func pruneRemovesObsoleteFilesAndOrphanedRenders() async throws {
        try await RunCommandsHarness.with { harness in
            _ = await harness.run(["record"])
            try harness.put("old\n", at: "Item/removed.txt")
            try harness.put("old\n", at: "Item/removed.txt.new")
            try harness.put("old\n", at: "Gone/loaded.txt")
            try harness.put("pending\n", at: "Item/loaded.txt.new")  // pending, not obsolete

            let dryRun = await harness.run(["prune", "--dry-run"])
            #expect(dryRun.status == 0)
            #expect(
                dryRun.standardOutput.hasPrefix(
                    """
                    would remove Gone/loaded.txt
                    would remove Item/removed.txt
                    would remove Item/removed.txt.new
                    3 obsolete files in
                    """))
            #expect(dryRun.standardOutput.contains("(dry run: nothing removed)"))
            #expect(harness.exists("Item/removed.txt"))

            let pruned = await harness.run(["prune"])
            #expect(pruned.status == 0)
            #expect(pruned.standardOutput.contains("removed Item/removed.txt.new\nRemoved 3 obsolete files from "))
            #expect(!harness.exists("Item/removed.txt") && !harness.exists("Gone"))
            #expect(harness.exists("Item/loaded.txt.new"))

            let again = await harness.run(["prune"])
            #expect(again.standardOutput.hasPrefix("No obsolete snapshot files in "))
            #expect(await harness.run(["prune", "--dry"]).status == 64)
        }
    }

    @Test @MainActor func coverageShowsTheVocabularyMatrix() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["coverage"])
            #expect(output.status == 0)
            #expect(
                output.standardOutput == """
                    Feature  loaded  empty  error  loading  delayed  partial  unauthorized
                    Item     x       x      x      -        -        -        -
                    Profile  x       -      -      -        -        -        x

                    Covered: 5 of 14 feature states (x has a scenario, - lacks one).
                    Lacking:
                      Item: loading, delayed, partial, unauthorized
                      Profile: empty, error, loading, delayed, partial

                    """)
            let help = await harness.run(["coverage", "--help"])
            #expect(help.status == 0 && help.standardOutput.contains("loaded, empty, error"))
            #expect(await harness.run(["coverage", "extra"]).status == 64)
        }
    }

    @Test @MainActor func coverageRequiresStatesAndNarrowsToAFeature() async throws {
        try await RunCommandsHarness.with { harness in
            let unmet = await harness.run(["coverage", "--require", "error", "--require", "loaded"])
            #expect(unmet.status == 1)
            #expect(
                unmet.standardOutput.hasSuffix(
                    """
                    Required states (loaded, error) missing — add a scenario for each:
                      Profile: error

                    """))
            let met = await harness.run(["coverage", "--require", "loaded"])
            #expect(met.status == 0)
            #expect(met.standardOutput.hasSuffix("Required states (loaded): every feature has them.\n"))
            let all = await harness.run(["coverage", "--require", "all"])
            #expect(all.status == 1)
            #expect(all.standardOutput.contains("  Item: loading, delayed, partial, unauthorized\n"))

            let item = await harness.run(["coverage", "--feature", "Item", "--require", "error"])
            #expect(item.status == 0)
            #expect(item.standardOutput.hasPrefix("Feature  loaded  empty  error"))
            #expect(!item.standardOutput.contains("Profile"))
            #expect(item.standardOutput.contains("Covered: 3 of 7 feature states"))

            let bogus = await harness.run(["coverage", "--require", "eror"])
            #expect(bogus.status == 64)
            #expect(bogus.standardError.contains("--require takes a state of the vocabulary, not eror"))
            #expect(bogus.standardError.contains("error"))
            let noFeature = await harness.run(["coverage", "--feature", "Iten"])
            #expect(noFeature.status == 64)
            #expect(noFeature.standardError.contains("no feature Iten"))
        }
    }

    @Test @MainActor func unknownCommandsSuggestTheNearest() async throws {
        try await RunCommandsHarness.with { harness in
            let output = await harness.run(["verfy"])
            #expect(output.status == 64)
            #expect(output.standardError.contains("did you mean verify?"))
        }
    }
}
