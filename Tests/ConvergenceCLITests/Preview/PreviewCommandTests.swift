import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing
import Workbench

@testable import ConvergenceCLI

/// `scenarios preview` through the dispatcher with a capturing context.
@MainActor
@Suite struct PreviewCommandTests {
    @Test func withoutATerminalTheWidthIs80() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["preview", "PingView/loaded"]) == 0)
        let scenario = try #require(WorkbenchCatalog.catalog.scenario(id: "PingView/loaded"))
        let expected = try await scenario.render(.ascii(width: 80), clock: .realTime)
        #expect(harness.standardOutput == expected + (expected.hasSuffix("\n") ? "" : "\n"))
    }

    @Test func htmlFormat() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["preview", "PingView/error", "--format", "html"]) == 0)
        #expect(harness.standardOutput.hasPrefix("<"))
        #expect(harness.standardOutput.contains("<button type=\"button\"><span class=\"text\">Retry</span></button>"))
    }

    @Test func frameKIsTheFrameAfterStepK() async throws {
        let first = try PreviewReviewHarness()
        #expect(await first.run(["preview", "PingView/error", "--frame", "0"]) == 0)
        #expect(first.standardOutput.contains("[ Retry ]"))
        let second = try PreviewReviewHarness()
        #expect(await second.run(["preview", "PingView/error", "--frame", "1"]) == 0)
        #expect(second.standardOutput.contains("echoes from 127.0.0.1"))
        #expect(!second.standardOutput.contains("[ Retry ]"))
    }

    @Test func aFrameOutOfRangeNamesTheFrameCount() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["preview", "PingView/error", "--frame", "2"]) == 64)
        #expect(harness.standardError.contains("--frame 2 is out of range: PingView/error has 2 frames (0–1)"))
        #expect(harness.standardError.contains("usage: scenarios preview ID [options]"))
        let single = try PreviewReviewHarness()
        #expect(await single.run(["preview", "PingView/loaded", "--frame", "1"]) == 64)
        #expect(single.standardError.contains("PingView/loaded has 1 frame (0)"))
        #expect(await single.run(["preview", "PingView/loaded", "--frame", "-1"]) == 64)
    }

    @Test func anUnknownIDSuggestsTheNearestIDs() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["preview", "PingView/eror"]) == 64)
        #expect(harness.standardError.contains("no scenario PingView/eror; did you mean PingView/error"))
        #expect(harness.standardOutput.isEmpty)
    }

    @Test func badOptionsAreUsageErrors() async throws {
        for arguments in [
            ["preview"], ["preview", "PingView/error", "--format", "png"],
            ["preview", "PingView/error", "--width", "0"],
            ["preview", "PingView/error", "--widht", "3"], ["preview", "PingView/error", "PingView/loaded"],
        ] {
            let harness = try PreviewReviewHarness()
            #expect(await harness.run(arguments) == 64, "\(arguments)")
            #expect(harness.standardError.contains("usage: scenarios preview"), "\(arguments)")
        }
    }

    @Test func helpDocumentsEveryOption() async throws {
        let harness = try PreviewReviewHarness()
        #expect(await harness.run(["preview", "--help"]) == 0)
        for option in ["--width N", "--format FORMAT", "--frame K", "--interactive"] {
            #expect(harness.standardOutput.contains(option))
        }
    }

    @Test func interactiveReadsKeysInOneRawStretchAndLeavesTheScreen() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.right, .left, .character("q"), .character("a")])
        #expect(await harness.run(["preview", "SettingsView/loaded", "--interactive", "--width", "40"]) == 0)
        let output = harness.standardOutput
        #expect(output.hasPrefix(Screen.enter))
        #expect(output.hasSuffix(Screen.leave))
        #expect(output.contains("SettingsView/loaded  frame 0/0 (first)"))
        #expect(harness.remainingKeyPresses == [.character("a")], "q ends the browser; no key is read after it")
        let raw = harness.rawMode
        #expect(raw.entries == 1 && raw.exits == 1 && !raw.isOn)
        #expect(raw.readsOutside == 0)
    }
}
