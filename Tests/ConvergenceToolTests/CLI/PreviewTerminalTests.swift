import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing

/// `scenarios preview --interactive` in a real terminal (tmux): arrow keys, a declared and an undeclared tap, q, and
/// the terminal restored.
@Suite(
    .serialized,
    .requiring("needs tmux and the built scenarios executable", PreviewReviewTmux.isAvailable))
struct PreviewTerminalTests {
    @Test func arrowsTapAndQuitInATerminal() throws {
        let harness = try PreviewReviewHarness()
        let terminal = try PreviewReviewTmux(
            ["preview", "PingView/error", "--interactive"], directory: harness.package)
        var screen = try terminal.waitFor("the first frame") {
            $0.contains("PingView/error  frame 0/1 (first)") && $0.contains("enter: tap \"Retry\"")
        }
        #expect(screen.contains("[ Retry ]"))
        #expect(screen.contains("enter: tap \"Retry\""))
        try terminal.send("Enter")
        // A frame is drawn in several writes (a busy machine can show the new title over the old key line): wait
        // for its key line too. A focus on the wrong button times the wait out.
        screen = try terminal.waitFor("the frame after the tap, the loaded button focused") {
            $0.contains("frame 1/1 after tap \"Retry\"") && $0.contains("enter: tap \"Ping Again\"")
        }
        #expect(screen.contains("echoes from 127.0.0.1"))
        #expect(screen.contains("enter: tap \"Ping Again\""), "the loaded frame's own button has the focus")
        try terminal.send("Enter")
        screen = try terminal.waitFor("a tap the scenario does not declare") {
            $0.contains("frame 2/2 after tap \"Ping Again\"") && $0.contains("echoes from 127.0.0.1")
        }
        #expect(screen.contains("echoes from 127.0.0.1"))
        try terminal.send("Up")
        try terminal.send("Up")
        try terminal.waitFor("the first frame again") { $0.contains("PingView/error  frame 0/2 (first)") }
        try terminal.send("Right")
        screen = try terminal.waitFor("the next scenario") { !$0.contains("PingView/error") && $0.contains("frame 0/") }
        try terminal.send("Left")
        try terminal.waitFor("PingView/error again, its frames kept") { $0.contains("PingView/error  frame 0/2") }
        try terminal.send("q")
        screen = try terminal.waitFor("the program to exit") { $0.contains("EXIT:") }
        #expect(screen.contains("EXIT:0"))
        #expect(screen.contains("TERMINAL:RESTORED"), "raw mode is undone")
        #expect(!screen.contains("PingView/error"), "the alternate screen is left")
    }

    @Test func aSignalFromOutsideLeavesTheAlternateScreenAndRestoresTheTerminal() throws {
        let harness = try PreviewReviewHarness()
        // An unusual width makes the command line one no other test runs, so pkill finds this process only.
        let arguments = ["preview", "PingView/loaded", "--interactive", "--width", "57"]
        let terminal = try PreviewReviewTmux(arguments, directory: harness.package)
        try terminal.waitFor("the first frame") { $0.contains("PingView/loaded  frame 0/") }
        #expect(try terminal.isOnAlternateScreen())
        try PreviewReviewTmux.terminate(running: arguments)
        let screen = try terminal.waitFor("the program to end") { $0.contains("EXIT:") }
        #expect(screen.contains("EXIT:143"))
        #expect(screen.contains("TERMINAL:RESTORED"))
        #expect(try !terminal.isOnAlternateScreen(), "a kill must not leave the user on the alternate screen")
    }

    @Test func theDefaultWidthIsTheTerminalsWidth() throws {
        let harness = try PreviewReviewHarness()
        // Tall enough for the whole phone screen (62 rows at 57 columns), so its widest rows are on the window.
        let terminal = try PreviewReviewTmux(
            ["preview", "PingView/loaded"], directory: harness.package, columns: 57, rows: 70)
        let screen = try terminal.waitFor("the render") { $0.contains("EXIT:") }
        let widest = screen.split(separator: "\n").filter { !$0.hasPrefix("EXIT") }.map(\.count).max()
        #expect(widest == 57)
        #expect(screen.contains("EXIT:0"))
    }
}
