import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// `report` runs the catalog through the same path as `verify`: the same shard's scenarios, the same obsolete files.
@Suite struct ShardedReportTests {
    @Test @MainActor func verifyAndReportRunTheSameScenariosOfAShard() async throws {
        try await RunCommandsHarness.with(RunCommandsFixtures.many(30)) { harness in
            var covered: [String] = []
            for index in 1...3 {
                let shard = try Shard(parsing: "\(index)/3")
                let expected = harness.catalog.all.map(\.id).filter(shard.contains)
                #expect(!expected.isEmpty)
                // Nothing is recorded, so every scenario is missing: verify prints each, the report lists each.
                let verify = await harness.run(["verify", "--shard", shard.description])
                #expect(verify.status == 1)
                let verified = verify.standardOutput.split(separator: "\n").filter { $0.hasPrefix("MISSING ") }
                    .map { String($0.dropFirst("MISSING ".count)) }
                let report = await harness.run(["report", "--shard", shard.description])
                #expect(report.status == 1, "\(report.standardError)")
                let data = try ReportDataBlock.decode(report.standardOutput, file: "report")
                #expect(verified == expected)
                #expect(data.scenarios.map(\.id) == expected)
                #expect(data.total == expected.count)
                #expect(data.shards == [shard.description])
                covered += verified
            }
            #expect(covered.sorted() == harness.catalog.all.map(\.id).sorted())
        }
    }

    @Test @MainActor func shardReportsCountEachObsoleteFileOnceAndMergeToTheWholeReport() async throws {
        try await RunCommandsHarness.with { harness in
            #expect(await harness.run(["record"]).status == 0)
            for path in ShardedObsoleteTests.obsolete { try harness.put("old\n", at: path) }
            let whole = await harness.run(["report"])
            #expect(whole.status == 1)
            let wholeData = try ReportDataBlock.decode(whole.standardOutput, file: "whole")
            #expect(wholeData.obsolete == ShardedObsoleteTests.obsolete)

            var shardObsolete: [String] = []
            for index in 1...3 {
                let run = await harness.run(["report", "--shard", "\(index)/3", "--out", "shard\(index).md"])
                let file = harness.folder.appendingPathComponent("shard\(index).md")
                let data = try ReportDataBlock.decode(try String(contentsOf: file, encoding: .utf8), file: "shard")
                // Every scenario passes, so a shard's report fails exactly when it lists obsolete files.
                #expect(run.status == (data.obsolete.isEmpty ? 0 : 1), "\(run.standardError)")
                shardObsolete += data.obsolete
                // verify of the same shard finds the same share.
                let verify = await harness.run(["verify", "--shard", "\(index)/3"])
                #expect(verify.obsoleteCount == data.obsolete.count, "\(verify.standardOutput)")
            }
            #expect(shardObsolete.count == wholeData.obsolete.count, "each obsolete file in one shard's report")
            #expect(shardObsolete.sorted() == wholeData.obsolete)

            let merged = await harness.run(["report", "--merge", "shard1.md", "shard2.md", "shard3.md"])
            #expect(merged.status == 1, "\(merged.standardError)")
            let mergedData = try ReportDataBlock.decode(merged.standardOutput, file: "merged")
            #expect(mergedData.obsolete == wholeData.obsolete)
            #expect(mergedData.counts == wholeData.counts)
            func table(_ report: String) -> [Substring] { report.split(separator: "\n").filter { $0.hasPrefix("|") } }
            #expect(table(merged.standardOutput) == table(whole.standardOutput))
            #expect(table(whole.standardOutput).last?.hasSuffix("| \(ShardedObsoleteTests.obsolete.count) |") == true)
        }
    }

    @Test @MainActor func outPathsAreInsideAWorkingDirectoryWithoutTrailingSlash() async throws {
        try await RunCommandsHarness.with { harness in
            let work = harness.folder.appendingPathComponent("work", isDirectory: true)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let workingDirectory = URL(fileURLWithPath: work.path, isDirectory: false)
            #expect(!workingDirectory.absoluteString.hasSuffix("/"))
            func exists(_ path: String, in folder: URL) -> Bool {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
            }
            let record = await harness.run(["record", "--snapshots", "snaps"], workingDirectory: workingDirectory)
            #expect(record.status == 0, "\(record.standardError)")
            let report = await harness.run(
                ["report", "--snapshots", "snaps", "--out", "out/pr.md"], workingDirectory: workingDirectory)
            #expect(report.status == 0, "\(report.standardError)")
            #expect(exists("out/pr.md", in: work))
            let merged = await harness.run(["report", "--merge", "out/pr.md"], workingDirectory: workingDirectory)
            #expect(merged.status == 0, "\(merged.standardError)")
            #expect(merged.standardOutput.hasPrefix("## Snapshots: all 5 scenarios pass"))
            let gallery = await harness.run(
                ["gallery", "--snapshots", "snaps", "--out", "site"], workingDirectory: workingDirectory)
            #expect(gallery.status == 0, "\(gallery.standardError)")
            #expect(exists("site/index.html", in: work))
            for path in ["snaps", "out", "site"] { #expect(!exists(path, in: harness.folder), "\(path)") }
        }
    }
}
