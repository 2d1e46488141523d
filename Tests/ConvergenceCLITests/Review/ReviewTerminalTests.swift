import Foundation
import Testing

/// `scenarios review` in a real terminal (tmux): the keys a person presses, the screen they see, the files left.
@Suite(.serialized, .enabled(if: PreviewReviewTmux.isAvailable, "needs tmux and the built scenarios executable"))
struct ReviewTerminalTests {
    @Test func acceptRejectSkipInATerminal() throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        let terminal = try PreviewReviewTmux(["review"], directory: harness.package)
        var screen = try terminal.waitFor("the first change") { $0.contains("[1/3] Books/loaded") && $0.contains("›") }
        #expect(screen.contains("+new"))
        try terminal.send("a", "Enter")
        screen = try terminal.waitFor("the second change") { $0.contains("[2/3] Ping/error") }
        #expect(screen.contains("-old error"))
        #expect(screen.contains("+new error"))
        try terminal.send("r", "Enter")
        try terminal.waitFor("the third change") { $0.contains("[3/3] Ping/loaded") }
        try terminal.send("s", "Enter")
        screen = try terminal.waitFor("the summary") { $0.contains("EXIT:") }
        #expect(screen.contains("Review done: 1 accepted, 1 rejected, 1 skipped."))
        #expect(screen.contains("EXIT:0"))
        #expect(
            harness.snapshotFiles() == ["Books/loaded.txt", "Ping/error.txt", "Ping/loaded.txt", "Ping/loaded.txt.new"])
        #expect(harness.readSnapshot("Books/loaded.txt") == "Books\nnew\n")
        #expect(harness.readSnapshot("Ping/error.txt") == "Ping\nold error\n")
    }
}
