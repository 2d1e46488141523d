import ConvergenceCLITestSupport
import Foundation
import Testing

/// `scenarios preview` run as the built `workbench-scenarios` program: what only a process of its own shows (a clock
/// in real time, notes on standard error, no terminal on standard input). Off the main actor, which the process does
/// not need while the test waits for it.
@Suite struct PreviewCommandExecutableTests {
    /// A real-time delay runs in the process of its own, not competing for the main actor with parallel tests.
    @Test func rendersAtTheGivenWidthWithTheClockInRealTime() throws {
        let harness = try PreviewReviewHarness()
        let result = try harness.runExecutable(["preview", "BooksView/loading", "--width", "30"])
        #expect(result.status == 0)
        // The loading mock waits on ScenarioClock; in real time its delay passes and the books show.
        #expect(result.standardOutput.contains("Moby-Dick"))
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.contains { $0.count == 30 })
        #expect(result.standardError.isEmpty)
    }

    @Test func workThatOutlastsTheSettleTimeoutFallsBackToTheSnapshotClock() throws {
        let harness = try PreviewReviewHarness()
        let result = try harness.runExecutable(["preview", "SystemMonitorView/loading", "--width", "40"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.isEmpty)
        #expect(result.standardError.contains("note: shown with the snapshot clock (time standing still)"))
    }

    @Test func framesAfterAClockStepComeFromTheSnapshotClock() throws {
        let harness = try PreviewReviewHarness()
        let result = try harness.runExecutable(["preview", "PingView/delayed", "--frame", "1"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.isEmpty)
        #expect(result.standardError.contains("note: frames after the first use the snapshot clock"))
    }

    @Test func interactiveNeedsATerminalOnStandardInput() throws {
        let harness = try PreviewReviewHarness()
        let result = try harness.runExecutable(["preview", "PingView/error", "--interactive"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--interactive needs a terminal on standard input"))
    }
}
