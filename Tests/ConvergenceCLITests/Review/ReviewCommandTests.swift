import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// `scenarios review` with scripted keys over a temporary snapshot folder.
@MainActor
@Suite struct ReviewCommandTests {
    @Test func acceptRejectAndSkipChangeTheFilesAsShown() async throws {
        let harness = try PreviewReviewHarness(keys: ["a", "r", "s"])
        try harness.writeThreePendingChanges()
        let status = await harness.run(["review"])
        #expect(status == 0)
        // Accepted: the new snapshot is recorded, its .new gone.
        #expect(harness.readSnapshot("BooksView/loaded.txt") == "Books\nnew\n")
        // Rejected: the recorded snapshot is kept, the .new deleted.
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nold error\n")
        // Skipped: both files stay.
        #expect(
            harness.snapshotFiles() == [
                "BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new",
            ])
        let output = harness.standardOutput
        #expect(output.contains("[1/3] BooksView/loaded"))
        #expect(output.contains("file: __Snapshots__/BooksView/loaded.txt.new (new snapshot: nothing recorded yet)"))
        #expect(output.contains("[2/3] PingView/error\nfile: __Snapshots__/PingView/error.txt.new\n"))
        #expect(
            output.contains(
                "--- a/PingView/error.txt\n+++ b/PingView/error.txt\n@@ -1,2 +1,2 @@\n Ping\n-old error\n+new error"))
        #expect(output.contains("[3/3] PingView/loaded"))
        #expect(output.hasSuffix("Review done: 1 accepted, 1 rejected, 1 skipped.\n"))
    }

    @Test func anUnknownAnswerAsksAgain() async throws {
        let harness = try PreviewReviewHarness(keys: ["x", "accept"])
        try harness.writeSnapshot("PingView/error.txt.new", "new\n")
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.standardOutput.contains("unknown answer \"x\"; a accept"))
        #expect(harness.snapshotFiles() == ["PingView/error.txt"])
    }

    @Test func answersAreEchoedAndAnEmptyLineAsksAgain() async throws {
        let harness = try PreviewReviewHarness(keys: ["", " Reject "])
        try harness.writeSnapshot("PingView/error.txt.new", "new\n")
        #expect(await harness.run(["review"]) == 0)
        let prompt = "a accept · r reject · s skip · q quit › "
        #expect(harness.standardOutput.contains(prompt + "\n" + prompt + "reject\nrejected PingView/error.txt.new\n"))
        #expect(!harness.standardOutput.contains("unknown"))
        #expect(harness.snapshotFiles().isEmpty)
    }

    @Test func theEndOfInputSkipsTheRest() async throws {
        let harness = try PreviewReviewHarness(keys: ["r"])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.readSnapshot("BooksView/loaded.txt.new") == nil)
        #expect(harness.readSnapshot("PingView/error.txt.new") != nil)
        #expect(harness.readSnapshot("PingView/loaded.txt.new") != nil)
        #expect(!harness.standardOutput.contains("[3/3]"), "nothing is shown after input ends")
        #expect(harness.standardOutput.hasSuffix("Review done: 0 accepted, 1 rejected, 2 skipped.\n"))
    }

    @Test func quitSkipsTheRest() async throws {
        let harness = try PreviewReviewHarness(keys: ["q", "a", "a"])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 3)
        #expect(harness.remainingKeys == ["a", "a"])
        #expect(harness.standardOutput.hasSuffix("0 accepted, 0 rejected, 3 skipped.\n"))
    }

    @Test func acceptAllRecordsEveryPendingRenderWithoutAsking() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review", "--accept-all"]) == 0)
        #expect(harness.snapshotFiles() == ["BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt"])
        #expect(harness.readSnapshot("PingView/loaded.txt") == "Ping\nnew loaded\n")
        #expect(harness.standardOutput.hasSuffix("3 accepted, 0 rejected, 0 skipped.\n"))
    }

    @Test func rejectAllDeletesEveryPendingRenderAndKeepsSnapshots() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review", "--reject-all"]) == 0)
        #expect(harness.snapshotFiles() == ["PingView/error.txt", "PingView/loaded.txt"])
        #expect(harness.readSnapshot("PingView/loaded.txt") == "Ping\nold loaded\n")
        #expect(harness.standardOutput.hasSuffix("0 accepted, 3 rejected, 0 skipped.\n"))
    }

    @Test func onlyReviewsTheNamedScenarios() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review", "--accept-all", "--only", "PingView/error", "BooksView/loaded"]) == 0)
        #expect(
            harness.snapshotFiles() == [
                "BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new",
            ])
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nnew error\n")
        #expect(harness.standardOutput.hasSuffix("2 accepted, 0 rejected, 0 skipped.\n"))
    }

    @Test func onlyWithAnUnknownIDSuggestsTheNearest() async throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review", "--accept-all", "--only", "PingView/eror"]) == 64)
        #expect(harness.standardError.contains("no scenario PingView/eror; did you mean PingView/error"))
        #expect(harness.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 3, "nothing changed")
    }

    @Test func acceptAllWithRejectAllIsAUsageError() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["review", "--accept-all", "--reject-all"]) == 64)
        #expect(harness.standardError.contains("cannot be combined"))
        #expect(harness.standardError.contains("usage: scenarios review"))
    }

    @Test func nothingPendingSaysSo() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.standardOutput == "No pending snapshot changes.\n")
    }

    @Test func anObsoletePendingFileIsShownAsSuch() async throws {
        let harness = try PreviewReviewHarness(keys: ["r"])
        try harness.writeSnapshot("Gone/away.txt.new", "x\n")
        #expect(await harness.run(["review", "--snapshots", harness.snapshots.path]) == 0)
        #expect(harness.standardOutput.contains("[1/1] (no scenario records this file: obsolete)"))
        #expect(harness.snapshotFiles().isEmpty)
    }

    @Test func helpListsTheScriptOptions() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["review", "--help"]) == 0)
        for option in ["--accept-all", "--reject-all", "--only ID…", "--snapshots DIR"] {
            #expect(harness.standardOutput.contains(option))
        }
        let help = harness.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("a single key accepts (a), rejects (r) or skips (s)"))
        #expect(help.contains("one answer per line"))
        #expect(!help.lowercased().contains("enter"), "keys act without Enter")
    }
}
