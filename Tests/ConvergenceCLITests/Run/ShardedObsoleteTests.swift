import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// Obsolete files under `--shard i/n`: judged against the whole catalog, each reported by exactly one shard.
@Suite struct ShardedObsoleteTests {
    /// Files no scenario of ``RunCommandsFixtures/catalog(itemText:extra:)`` writes, in live and gone feature
    /// folders, with pending renders of two of them.
    static let obsolete = [
        "Gone/a.txt", "Gone/b.txt", "Gone/b.txt.new", "Gone/c.html", "Item/loaded.w40.txt", "Item/removed.txt",
        "Item/removed.txt.new", "Profile/old.html", "Profile/old.txt",
    ]

    @Test @MainActor func verifyShardsReportEachObsoleteFileOnce() async throws {
        try await RunCommandsHarness.with { harness in
            #expect(await harness.run(["record"]).status == 0)
            for path in Self.obsolete { try harness.put("old\n", at: path) }
            let whole = await harness.run(["verify"])
            #expect(whole.status == 1)
            #expect(whole.obsoleteCount == Self.obsolete.count, "\(whole.standardOutput)")

            var counted = 0
            var reported: [String] = []
            var reportingShards = 0
            for index in 1...3 {
                let output = await harness.run(["verify", "--shard", "\(index)/3"])
                let count = try #require(output.obsoleteCount, "\(output.standardOutput)")
                counted += count
                // Every scenario passes, so a shard fails exactly when it reports obsolete files.
                #expect(output.status == (count > 0 ? 1 : 0), "\(output.standardOutput)")
                #expect(output.standardOutput.contains("Ran:       shard \(index)/3"))

                let files = try #require(try await harness.catalogRun(["--shard", "\(index)/3"]).obsolete)
                #expect(files.count == count)
                reported += files
                if !files.isEmpty { reportingShards += 1 }
                // A pending render of an obsolete snapshot is reported with it.
                for file in files where file.hasSuffix(".new") {
                    #expect(files.contains(String(file.dropLast(".new".count))), "\(file)")
                }
            }
            #expect(counted == Self.obsolete.count)
            #expect(reported.sorted() == Self.obsolete)
            #expect(reportingShards > 1, "the files are spread over the shards: \(reported)")
        }
    }

    @Test @MainActor func featureShardsReportTheFeaturesObsoleteFilesOnce() async throws {
        try await RunCommandsHarness.with { harness in
            #expect(await harness.run(["record"]).status == 0)
            for path in Self.obsolete { try harness.put("old\n", at: path) }
            let feature = try #require(try await harness.catalogRun(["--feature", "Item"]).obsolete)
            #expect(feature == Self.obsolete.filter { $0.hasPrefix("Item/") })
            var reported: [String] = []
            for index in 1...3 {
                let run = try await harness.catalogRun(["--feature", "Item", "--shard", "\(index)/3"])
                #expect(run.scenarios.allSatisfy { $0.id.hasPrefix("Item/") })
                reported += try #require(run.obsolete)
            }
            #expect(reported.sorted() == feature)
        }
    }

    @Test @MainActor func theObsoleteSplitIsByPathAndKeepsPendingRendersWithTheirSnapshot() throws {
        for count in 1...5 {
            let shards = (1...count).map { Shard(index: $0, count: count)! }
            for path in Self.obsolete {
                let owners = shards.filter { $0.owns(obsoleteFile: path) }
                #expect(owners.count == 1, "\(path) in \(count) shards")
                let snapshot = path.hasSuffix(".new") ? String(path.dropLast(4)) : path
                #expect(owners == shards.filter { $0.owns(obsoleteFile: snapshot) })
            }
        }
    }
}
