import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

@Suite struct ShardTests {
    @Test func parsesIndexOfCount() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(try Shard(parsing: "1/1").description == "1/1")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/2", "1", "1/2/3", "", "-1/2", "/2"])
    func refusesMalformedShards(_ text: String) {
        #expect(throws: UsageError.self) { try Shard(parsing: text) }
    }

    /// Published FNV-1a 64-bit values: the partition must be the same on every machine and in every process.
    @Test func hashIsFNV1a() {
        #expect(Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func shardsAreDisjointAndCoverTheCatalog() throws {
        let ids = RunCommandsFixtures.many(200).all.map(\.id)
        for count in 1...7 {
            let shards = (1...count).map { Shard(index: $0, count: count)! }
            for id in ids {
                #expect(shards.filter { $0.contains(id) }.count == 1, "\(id) in \(count) shards")
            }
            if count > 1 {
                // Not degenerate: every shard of a 200-scenario catalog gets some.
                for shard in shards { #expect(ids.contains(where: shard.contains), "\(shard) empty") }
            }
        }
    }

    /// The command line agrees: the shards' runs together run each scenario exactly once.
    @Test @MainActor func shardedRunsPartitionTheCatalog() async throws {
        try await RunCommandsHarness.with(RunCommandsFixtures.many(30)) { harness in
            var seen: [String] = []
            for index in 1...3 {
                let output = await harness.run(["record", "--shard", "\(index)/3"])
                #expect(output.status == 0, "\(output.standardError)")
                seen += output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("RECORDED ") }
                    .map { String($0.dropFirst("RECORDED ".count)) }
                // A shard judges obsolete files against the whole catalog: another shard's snapshots are not obsolete.
                #expect(output.standardOutput.contains("Obsolete:  none\n"))
                #expect(output.standardOutput.contains("Ran:       shard \(index)/3"))
            }
            #expect(seen.sorted() == harness.catalog.all.map(\.id).sorted())
            let whole = await harness.run(["verify"])
            #expect(whole.status == 0)
            #expect(whole.standardOutput.contains("Obsolete:  none"))
        }
    }

    @Test @MainActor func badShardIsAUsageError() async throws {
        try await RunCommandsHarness.with { harness in
            for shard in ["0/2", "3/2", "x"] {
                let output = await harness.run(["verify", "--shard", shard])
                #expect(output.status == 64)
                #expect(output.standardError.contains("--shard needs i/n with 1 ≤ i ≤ n"))
                #expect(output.standardError.contains("usage: scenarios verify"))
            }
        }
    }
}
