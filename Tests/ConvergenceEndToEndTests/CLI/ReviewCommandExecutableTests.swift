import ConvergenceCLITestSupport
import Foundation
import Testing

/// `scenarios review` run as the built `workbench-scenarios` program, its answers piped to standard input.
@Suite struct ReviewCommandExecutableTests {
    @Test func aPipedExecutableReadsOneAnswerPerLine() throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        let result = try harness.runExecutable(["review"], input: "a\nr\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("› accept\naccepted BooksView/loaded.txt\n"))
        #expect(result.standardOutput.contains("› reject\nrejected PingView/error.txt.new\n"))
        #expect(result.standardOutput.hasSuffix("Review done: 1 accepted, 1 rejected, 1 skipped.\n"))
        #expect(
            harness.snapshotFiles() == [
                "BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new",
            ])
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nold error\n")
    }
}
