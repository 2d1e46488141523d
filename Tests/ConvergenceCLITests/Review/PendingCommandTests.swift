import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// `scenarios pending`: what a script or an agent needs to review a change without a terminal.
@MainActor
@Suite struct PendingCommandTests {
    @Test func listsEachPendingFileWithItsScenarioAndAChangeSummary() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        try harness.writeSnapshot("Gone/old.txt.new", "no scenario\n")
        #expect(await harness.run(["pending"]) == 0)
        #expect(
            harness.standardOutput == """
                BooksView/loaded  BooksView/loaded.txt.new  new snapshot, 2 lines
                (obsolete)  Gone/old.txt.new  new snapshot, 1 line
                PingView/error  PingView/error.txt.new  +1 −1 lines, first at line 2: "new error"
                PingView/loaded  PingView/loaded.txt.new  +1 −1 lines, first at line 2: "new loaded"

                4 pending files. Show one: scenarios pending --show FILE

                """)
        #expect(harness.snapshotFiles().count == 6, "listing changes nothing")
    }

    @Test func listsAsJSONForAProgram() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeSnapshot("PingView/error.txt", "Ping\nold error\nsame\n")
        try harness.writeSnapshot("PingView/error.txt.new", "Ping\nsame\n")
        #expect(await harness.run(["pending", "--json"]) == 0)
        let data = Data(harness.standardOutput.utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["id"] as? String == "PingView/error")
        #expect(entries[0]["file"] as? String == "PingView/error.txt.new")
        #expect(entries[0]["snapshot"] as? String == "PingView/error.txt")
        #expect(entries[0]["isNew"] as? Bool == false)
        #expect(entries[0]["added"] as? Int == 0)
        #expect(entries[0]["removed"] as? Int == 1)
        #expect(entries[0]["summary"] as? String == #"+0 −1 lines, first at line 2: removed "old error""#)
    }

    @Test func showsOneDiffByFileOrScenario() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["pending", "--show", "PingView/error.txt"]) == 0)
        #expect(
            harness.standardOutput
                == "--- a/PingView/error.txt\n+++ b/PingView/error.txt\n@@ -1,2 +1,2 @@\n Ping\n-old error\n+new error\n"
        )
        harness.clearOutput()
        #expect(await harness.run(["pending", "--show", "BooksView/loaded"]) == 0)
        #expect(harness.standardOutput.hasPrefix("--- /dev/null\n+++ b/BooksView/loaded.txt\n"))
    }

    @Test func acceptsOrRejectsOneFileOrAScenarioLeavingTheRest() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["pending", "--accept", "PingView/error.txt.new"]) == 0)
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nnew error\n")
        #expect(harness.standardOutput.hasSuffix("accepted PingView/error.txt\n1 accepted, 2 still pending.\n"))
        #expect(await harness.run(["pending", "--reject", "BooksView/loaded"]) == 0)
        #expect(
            harness.snapshotFiles() == ["PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new"])
        #expect(await harness.run(["pending", "--accept-all"]) == 0)
        #expect(harness.snapshotFiles() == ["PingView/error.txt", "PingView/loaded.txt"])
        #expect(harness.readSnapshot("PingView/loaded.txt") == "Ping\nnew loaded\n")
    }

    @Test func aNameThatIsNeitherAFileNorAScenarioIsAUsageErrorAndChangesNothing() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["pending", "--accept", "Nope/never.txt"]) == 64)
        #expect(harness.standardError.contains("Nope/never.txt is neither a pending file nor a scenario id"))
        #expect(await harness.run(["pending", "--accept-all", "--reject", "PingView/error"]) == 64)
        #expect(harness.snapshotFiles().count == 5)
    }
}
