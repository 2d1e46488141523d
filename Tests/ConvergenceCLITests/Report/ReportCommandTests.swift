import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

@Suite struct ReportCommandTests {
    @Test @MainActor func reportShowsCountsDiffsAndFailuresAndCollapsesEqualDiffs() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let (status, out, err) = await package.run(["report", "--markdown"])
        #expect(status == 1, "\(err)")
        #expect(out.hasPrefix("## Snapshots: 5 of 7 scenarios need attention"), "\(out)")
        #expect(out.contains("| passed | changed | missing | recorded | unsettled | nondeterministic | obsolete |"))
        #expect(out.contains("| 2 | 3 | 1 | 0 | 1 | 0 | 0 |"), "\(out)")
        // The two scenarios with the same change share one section; the other change has its own.
        #expect(
            out.contains(
                "<details><summary>Item/same, Other/same — the same change in 2 scenarios (1 file each)</summary>"))
        #expect(out.components(separatedBy: "-Hello world\n+Hello, world").count == 2, "the shared diff once")
        #expect(out.contains("<details><summary>Item/unique (1 file)</summary>\n\nDeclared at "))
        #expect(out.contains("ReportGalleryPackage.swift:48.\n\n```diff\n--- Item/unique.txt\n"))
        #expect(out.contains("+++ Item/unique.txt.new\n@@ "))
        #expect(out.contains("-Farewell\n+Goodbye"))
        // Missing: the whole new render, against /dev/null.
        #expect(out.contains("### Not recorded yet"))
        #expect(out.contains("<details><summary>Item/missing (2 files)</summary>"))
        #expect(out.contains("--- /dev/null\n+++ Item/missing.txt.new\n"))
        // Unsettled: listed with its message.
        #expect(out.contains("### Failed without a diff\n\n- **Item/slow** — unsettled"))
        #expect(out.contains("ReportGallerySlowView"))
        // Ids are escaped in the HTML of a summary.
        #expect(!out.contains("<b>&\"nasty\""))
        #expect(out.contains("<!-- convergence-report v1\n"))
        #expect(out.hasSuffix("\n-->\n"))
        // A report never writes a snapshot, only renders for review.
        #expect(package.text(at: "__Snapshots__/Item/missing.txt") == nil)
        #expect(package.text(at: "__Snapshots__/Item/missing.txt.new") != nil)
        #expect(package.text(at: "__Snapshots__/Item/unique.txt")?.contains("Farewell") == true)
    }

    @Test @MainActor func aChangedOutlineGivesWhatChangedForTheUserAboveTheFence() async throws {
        let (output, harness) = try await RunCommandsFixtures.changedRun(["report", "--markdown"])
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        #expect(output.status == 1)
        let expected = """
            What changed for the user:

            - Text 'Apples, pears' → 'Apples, pears, plums'
            - Button 'Retry' removed

            ```diff
            --- Item/retry.txt
            """
        #expect(output.standardOutput.contains(expected), "\(output.standardOutput)")
        let data = try ReportDataBlock.decode(output.standardOutput, file: "report")
        #expect(data.scenarios.first { $0.id == "Item/retry" }?.changeSummary?.count == 2)
    }

    @Test @MainActor func reportWritesToAFileAndPassesWhenNothingFails() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        for path in ["Item/same.txt", "Other/same.txt"] {
            try package.replace("Hello world", with: "Hello, world", in: path)
        }
        try package.replace("Farewell", with: "Goodbye", in: "Item/unique.txt")
        let missing = try #require(package.catalog.scenario(id: "Item/missing"))
        _ = await SnapshotRunner(store: package.store, mode: .missing).run(missing)
        let (status, out, err) = await package.run(["report", "--markdown", "--out", "reports/pr.md"])
        #expect(status == 0, "\(err)")
        #expect(out.hasPrefix("Wrote reports/pr.md"), "\(out)")
        let report = try #require(package.text(at: "reports/pr.md"))
        #expect(report.hasPrefix("## Snapshots: all 6 scenarios pass ✅"), "\(report)")
        #expect(!report.contains("<details>"))
    }

    @Test @MainActor func reportStaysUnderItsCapAndSaysWhatItLeftOut() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let long = (0..<200).map { "line \($0) of a very long recorded snapshot that no longer matches" }
        try Data((long.joined(separator: "\n") + "\n").utf8).write(
            to: package.store.root.appendingPathComponent("Item/passing.html"))
        // Room for the small diffs with their declarations (absolute paths here: the package is a temporary folder).
        let (status, out, _) = await package.run(["report", "--markdown", "--max-characters", "5000"])
        #expect(status == 1)
        #expect(out.utf8.count <= 5000, "\(out.utf8.count)")
        #expect(out.contains("1 diff left out to keep this comment under 5000 characters: Item/passing."), "\(out)")
        #expect(out.contains("Item/same, Other/same — the same change"), "smaller diffs still fit")
        let data = try ReportDataBlock.decode(out, file: "report")
        let passing = try #require(data.scenarios.first { $0.id == "Item/passing" })
        #expect(passing.files.allSatisfy { $0.omitted == true && $0.hunks == nil })
        let whole = await package.run(["report", "--markdown"])
        #expect(whole.out.contains("+line 199 of a very long") == false)
        #expect(whole.out.contains("-line 199 of a very long recorded snapshot"))
    }

    @Test @MainActor func shardReportsMergeIntoTheUnshardedReport() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let whole = await package.run(["report", "--markdown"])
        var shardIDs: [[String]] = []
        for shard in 1...3 {
            let run = await package.run(["report", "--markdown", "--shard", "\(shard)/3", "--out", "shard\(shard).md"])
            #expect(run.status == 1 || run.status == 0, "\(run.err)")
            let data = try ReportDataBlock.decode(try #require(package.text(at: "shard\(shard).md")), file: "shard")
            #expect(data.shards == ["\(shard)/3"])
            shardIDs.append(data.scenarios.map(\.id))
        }
        #expect(Set(shardIDs.joined()).count == shardIDs.joined().count, "shards are disjoint")
        let merged = await package.run(["report", "--markdown", "--merge", "shard1.md", "shard2.md", "shard3.md"])
        #expect(merged.status == 1, "\(merged.err)")
        let mergedData = try ReportDataBlock.decode(merged.out, file: "merged")
        let wholeData = try ReportDataBlock.decode(whole.out, file: "whole")
        #expect(mergedData.counts == wholeData.counts)
        #expect(mergedData.obsolete == wholeData.obsolete)
        #expect(Set(mergedData.scenarios.map(\.id)) == Set(wholeData.scenarios.map(\.id)))
        #expect(mergedData.shards == ["1/3", "2/3", "3/3"])
        func table(_ report: String) -> [Substring] { report.split(separator: "\n").filter { $0.hasPrefix("|") } }
        #expect(table(merged.out) == table(whole.out))
        #expect(merged.out.contains("Item/same, Other/same — the same change in 2 scenarios"))
        #expect(merged.out.contains("Shards: 1/3, 2/3, 3/3."))
    }

    @Test @MainActor func aShardGivenTwiceCountsOnceAndAMissingShardFailsTheMerge() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        for shard in 1...2 {
            _ = await package.run(["report", "--markdown", "--shard", "\(shard)/2", "--out", "shard\(shard).md"])
        }
        let first = try ReportDataBlock.decode(try #require(package.text(at: "shard1.md")), file: "shard1")

        let twice = await package.run(["report", "--markdown", "--merge", "shard1.md", "shard1.md", "shard2.md"])
        let both = await package.run(["report", "--markdown", "--merge", "shard1.md", "shard2.md"])
        let twiceData = try ReportDataBlock.decode(twice.out, file: "twice")
        #expect(twiceData.counts == (try ReportDataBlock.decode(both.out, file: "both")).counts)
        #expect(twiceData.problems.isEmpty, "\(twiceData.problems)")

        let alone = await package.run(["report", "--markdown", "--merge", "shard1.md"])
        #expect(alone.status == 1, "a merge without shard 2/2 must fail: \(alone.out)")
        let aloneData = try ReportDataBlock.decode(alone.out, file: "alone")
        #expect(aloneData.counts == first.counts)
        #expect(
            aloneData.problems.contains { $0.hasPrefix("shard 2/2 missing from the merge") }, "\(aloneData.problems)")
        #expect(alone.out.contains("shard 2/2 missing from the merge"))

        _ = await package.run(["report", "--markdown", "--shard", "1/3", "--out", "other.md"])
        let mixed = await package.run(["report", "--markdown", "--merge", "shard1.md", "other.md"])
        #expect(mixed.status == 1)
        #expect(mixed.out.contains("come from different splits (1/2, 1/3)"))

        _ = await package.run(["report", "--markdown", "--out", "whole.md"])
        let whole = try ReportDataBlock.decode(try #require(package.text(at: "whole.md")), file: "whole")
        let wholeTwice = await package.run(["report", "--markdown", "--merge", "whole.md", "whole.md"])
        let wholeTwiceData = try ReportDataBlock.decode(wholeTwice.out, file: "whole twice")
        #expect(wholeTwiceData.counts == whole.counts, "a whole report given twice counts once")
        #expect(wholeTwiceData.problems.isEmpty, "\(wholeTwiceData.problems)")
        let wholeAndShard = await package.run(["report", "--markdown", "--merge", "whole.md", "shard1.md"])
        #expect(wholeAndShard.status == 1)
        #expect(wholeAndShard.out.contains("come from different splits (1/1, 1/2)"))
    }

    @Test func aHugeSplitListsTenMissingShardsAndCountsTheRest() {
        let problem = ReportData.missingShards(["1/5000000"])
        #expect(problem?.hasPrefix("shards 2/5000000, 3/5000000,") == true)
        #expect(problem?.contains("11/5000000 and 4999989 more missing from the merge") == true)
        #expect(ReportData.missingShards(["2/2", "1/2"]) == nil)
        #expect(ReportData.missingShards(["1/1"]) == nil)
    }

    @Test func aReportFailingOnlyOnObsoleteFilesSaysSoInItsTitle() {
        var data = ReportData()
        data.counts = ["passed": 3]
        data.obsolete = ["Old/gone.txt", "Old/gone.html"]
        #expect(
            MarkdownReport(data: data).header.hasPrefix(
                "## Snapshots: 2 obsolete files to remove, all 3 scenarios pass ❌"))
        data.problems = ["a collision"]
        #expect(
            MarkdownReport(data: data).header.hasPrefix(
                "## Snapshots: 2 obsolete files to remove and problems with the run, all 3 scenarios pass ❌"))
        data.obsolete = []
        data.counts = ["passed": 1]
        #expect(
            MarkdownReport(data: data).header.hasPrefix(
                "## Snapshots: problems with the run, the 1 scenario passes ❌"))
        data.problems = []
        #expect(MarkdownReport(data: data).header.hasPrefix("## Snapshots: the 1 scenario passes ✅"))
    }

    @Test func crashedAndTimedOutScenariosFailTheReportAndAreListed() {
        var data = ReportData()
        data.counts = ["passed": 2, "crashed": 1, "timed out": 1]
        data.scenarios = [
            .init(id: "A/trap", status: "crashed", message: "A/trap stopped the run: Fatal error"),
            .init(id: "A/spin", status: "timed out", message: "A/spin held the main thread"),
        ]
        #expect(data.isFailure)
        let markdown = MarkdownReport(data: data).markdown
        #expect(markdown.hasPrefix("## Snapshots: 2 of 4 scenarios need attention ❌\n"))
        #expect(markdown.contains("| passed | changed | missing | recorded | unsettled | nondeterministic | crashed |"))
        #expect(markdown.contains("| timed out | obsolete |\n|---:|"))
        #expect(markdown.contains("- **A/trap** — crashed\n"))
        #expect(markdown.contains("- **A/spin** — timed out\n"))
    }

    @Test func dataBlockSurvivesDashesAndCommentMarkers() throws {
        var data = ReportData()
        data.counts = ["changed": 1]
        let hunks = "@@ -1 +1 @@\n-+---+ <!-- x -->\n++----+\n--->"
        data.scenarios = [
            .init(
                id: "A/--b", status: "changed",
                files: [
                    .init(path: "A/--b.txt", pending: "A/--b.txt.new", kind: "txt", outcome: "changed", hunks: hunks)
                ])
        ]
        let block = ReportDataBlock.encode(data)
        let inner = block.dropFirst(ReportDataBlock.opening.count).dropLast("-->\n".count)
        #expect(!inner.contains("--"))
        #expect(!inner.contains("<!"))
        #expect(try ReportDataBlock.decode("# Report\n\n" + block, file: "x") == data)
        #expect(throws: CommandFailure.self) { try ReportDataBlock.decode("# no data", file: "x") }
    }

    @Test @MainActor func badArgumentsAreUsageErrors() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        for arguments in [
            ["report", "--shard", "3/2"], ["report", "--shard", "x"], ["report", "--max-characters", "10"],
            ["report", "--merge", "a.md", "--shard", "1/2"], ["report", "--mardown"],
        ] {
            let run = await package.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.err.contains("usage: scenarios report"), "\(arguments): \(run.err)")
        }
        #expect(await package.run(["report", "--mardown"]).err.contains("did you mean --markdown?"))
        let unreadable = await package.run(["report", "--merge", "nope.md"])
        #expect(unreadable.status == 1)
        #expect(unreadable.err.contains("cannot read the report nope.md"))
        let help = await package.run(["report", "--help"])
        #expect(help.status == 0)
        for option in ["--markdown", "--out FILE", "--merge FILE…", "--shard i/n", "--snapshots DIR"] {
            #expect(help.out.contains(option), "\(option)")
        }
    }
}
