import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing

/// `scenarios review` in a real terminal (tmux): the keys a person presses, the screen they see, the files left.
@Suite(
    .serialized,
    .requiring("needs tmux and the built scenarios executable", PreviewReviewTmux.isAvailable))
struct ReviewTerminalTests {
    @Test func singleKeysWithoutEnterAcceptRejectAndSkip() throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        let terminal = try PreviewReviewTmux(["review"], directory: harness.package, thenReadALine: true)
        var screen = try terminal.waitFor("the first change") {
            $0.contains("[1/3] BooksView/loaded") && $0.contains("›")
        }
        #expect(screen.contains("+new"))
        // No Enter after any key: in raw mode the key alone decides.
        try terminal.send("a")
        screen = try terminal.waitFor("the second change") { Self.asks($0, after: "[2/3] PingView/error") }
        #expect(screen.contains("› accept\naccepted BooksView/loaded.txt"))
        #expect(screen.contains("-old error"))
        #expect(screen.contains("+new error"))
        try terminal.send("r")
        screen = try terminal.waitFor("the third change") { Self.asks($0, after: "[3/3] PingView/loaded") }
        #expect(screen.contains("› reject\nrejected PingView/error.txt.new"))
        try terminal.send("s")
        screen = try terminal.waitFor("the summary") { $0.contains("EXIT:") }
        #expect(screen.contains("› skip\n"))
        #expect(screen.contains("Review done: 1 accepted, 1 rejected, 1 skipped."))
        #expect(screen.contains("TERMINAL:RESTORED"))
        #expect(screen.contains("EXIT:0"))
        #expect(
            harness.snapshotFiles() == [
                "BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new",
            ])
        #expect(harness.readSnapshot("BooksView/loaded.txt") == "Books\nnew\n")
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nold error\n")
        try expectCookedTerminal(terminal)
    }

    /// Whether the screen shows `header` and, below it, the question: the change has been printed whole (it
    /// arrives in several writes, so the header alone may be on screen before its diff).
    static func asks(_ screen: String, after header: String) -> Bool {
        guard let range = screen.range(of: header) else { return false }
        return screen[range.upperBound...].contains("›")
    }

    @Test func unknownKeysAndEnterAskAgainAndCtrlCSkipsTheRest() throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        let terminal = try PreviewReviewTmux(["review"], directory: harness.package, thenReadALine: true)
        try terminal.waitFor("the first change") { $0.contains("[1/3] BooksView/loaded") && $0.contains("›") }
        try terminal.send("x")
        try terminal.waitFor("the unknown key") { $0.contains("› x\nunknown key x; a accept") }
        try terminal.send("Enter")
        try terminal.waitFor("the question again") { $0.components(separatedBy: "q quit ›").count == 4 }
        try terminal.send("C-c")
        let screen = try terminal.waitFor("the summary") { $0.contains("EXIT:") }
        #expect(screen.contains("› quit (Ctrl-C)\n"))
        #expect(screen.contains("Review done: 0 accepted, 0 rejected, 3 skipped."))
        #expect(!screen.contains("[2/3]"))
        #expect(screen.contains("TERMINAL:RESTORED"))
        #expect(screen.contains("EXIT:0"), "Ctrl-C quits the walk, it does not kill the program")
        #expect(harness.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 3)
        try expectCookedTerminal(terminal)
    }

    @Test func aSignalFromOutsideEndsTheProgramWithTheTerminalRestored() throws {
        let harness = try PreviewReviewHarness()
        try harness.writeThreePendingChanges()
        // The snapshot folder's path is unique to this test, so it names this one process for pkill.
        let arguments = ["review", "--snapshots", harness.snapshots.path]
        let terminal = try PreviewReviewTmux(arguments, directory: harness.package, thenReadALine: true)
        try terminal.waitFor("the first change") { $0.contains("[1/3] BooksView/loaded") && $0.contains("›") }
        try PreviewReviewTmux.terminate(running: arguments)
        let screen = try terminal.waitFor("the program to end") { $0.contains("EXIT:") }
        #expect(screen.contains("EXIT:143"), "it still ends as SIGTERM asks (128 + 15)")
        #expect(screen.contains("TERMINAL:RESTORED"), "a signal must not leave the terminal raw")
        try expectCookedTerminal(terminal)
        #expect(harness.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 3)
    }

    /// After the program, the shell shows cooked line-discipline flags, and a typed line is echoed and read at Enter.
    private func expectCookedTerminal(
        _ terminal: PreviewReviewTmux, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let screen = try terminal.waitFor("the terminal flags", sourceLocation: sourceLocation) {
            $0.contains("STTY:")
        }
        let flags = screen.split(separator: "\n").first { $0.hasPrefix("STTY:") }?.split(separator: " ").dropFirst()
        #expect(flags.map(Array.init) == ["isig", "icanon", "echo"], sourceLocation: sourceLocation)
        try terminal.send("typed-after", "Enter")
        let after = try terminal.waitFor("the shell to read a line", seconds: 5, sourceLocation: sourceLocation) {
            $0.contains("READ:typed-after")
        }
        #expect(
            after.contains("\ntyped-after\nREAD:typed-after"), "the typed line is echoed",
            sourceLocation: sourceLocation)
    }
}
