import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// `scenarios review` on a terminal: single key presses from a scripted `KeyInput`, inside one raw-mode stretch.
@MainActor
@Suite struct ReviewKeyPressTests {
    static let prompt = "a accept · r reject · s skip · q quit › "

    @Test func keysActAtOnceAndAreEchoedAsWords() async throws {
        let harness = try PreviewReviewHarness(
            keys: ["q"], keyPresses: [.character("a"), .character("R"), .character("s")])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.readSnapshot("BooksView/loaded.txt") == "Books\nnew\n")
        #expect(harness.readSnapshot("PingView/error.txt") == "Ping\nold error\n")
        #expect(
            harness.snapshotFiles() == [
                "BooksView/loaded.txt", "PingView/error.txt", "PingView/loaded.txt", "PingView/loaded.txt.new",
            ])
        let output = harness.standardOutput
        #expect(output.contains(Self.prompt + "accept\naccepted BooksView/loaded.txt\n"))
        #expect(output.contains(Self.prompt + "reject\nrejected PingView/error.txt.new\n"))
        #expect(output.contains(Self.prompt + "skip\n\nReview done: 1 accepted, 1 rejected, 1 skipped.\n"))
        #expect(harness.remainingKeys == ["q"], "a terminal is read key by key, never line by line")
        let raw = harness.rawMode
        #expect(raw.entries == 1 && raw.exits == 1 && !raw.isOn, "one raw stretch for the whole walk, then restored")
        #expect(raw.readsOutside == 0)
    }

    @Test func anUnknownKeyAsksAgainWithTheList() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("x"), .left, .escape, .character("a")])
        try harness.writeSnapshot("PingView/error.txt.new", "new\n")
        #expect(await harness.run(["review"]) == 0)
        let output = harness.standardOutput
        #expect(
            output.contains(
                Self.prompt + "x\nunknown key x; " + Self.prompt + "←\nunknown key ←; " + Self.prompt
                    + "Esc\nunknown key Esc; " + Self.prompt + "accept\naccepted PingView/error.txt\n"))
        #expect(harness.snapshotFiles() == ["PingView/error.txt"])
    }

    @Test func enterAloneAsksAgainQuietly() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.enter, .enter, .character("r")])
        try harness.writeSnapshot("PingView/error.txt", "old\n")
        try harness.writeSnapshot("PingView/error.txt.new", "new\n")
        #expect(await harness.run(["review"]) == 0)
        let output = harness.standardOutput
        #expect(output.contains(Self.prompt + "\n" + Self.prompt + "\n" + Self.prompt + "reject\n"))
        #expect(!output.contains("unknown"))
        #expect(harness.snapshotFiles() == ["PingView/error.txt"])
        #expect(harness.readSnapshot("PingView/error.txt") == "old\n")
    }

    @Test func qSkipsTheRestWithoutReadingMoreKeys() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("q"), .character("a"), .character("a")])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 3)
        #expect(harness.remainingKeyPresses == [.character("a"), .character("a")])
        #expect(harness.standardOutput.contains(Self.prompt + "quit\n"))
        #expect(!harness.standardOutput.contains("[2/3]"))
        #expect(harness.standardOutput.hasSuffix("0 accepted, 0 rejected, 3 skipped.\n"))
        #expect(!harness.rawMode.isOn)
    }

    @Test(arguments: [(Key.interrupt, "Ctrl-C"), (Key.character("\u{04}"), "Ctrl-D")])
    func controlKeysQuitKeepingWhatWasDecided(key: Key, name: String) async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("a"), key, .character("a")])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.readSnapshot("BooksView/loaded.txt") == "Books\nnew\n", "the change accepted before stays")
        #expect(harness.readSnapshot("PingView/error.txt.new") != nil)
        #expect(harness.readSnapshot("PingView/loaded.txt.new") != nil)
        #expect(harness.remainingKeyPresses == [.character("a")])
        #expect(harness.standardOutput.contains(Self.prompt + "quit (\(name))\n"))
        #expect(harness.standardOutput.hasSuffix("1 accepted, 0 rejected, 2 skipped.\n"))
        #expect(harness.rawMode.exits == 1)
    }

    @Test func theEndOfInputSkipsTheRest() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("r")])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.readSnapshot("BooksView/loaded.txt.new") == nil)
        #expect(harness.readSnapshot("PingView/error.txt.new") != nil)
        #expect(harness.readSnapshot("PingView/loaded.txt.new") != nil)
        #expect(!harness.standardOutput.contains("[3/3]"), "nothing is shown after input ends")
        #expect(harness.standardOutput.hasSuffix(Self.prompt + "\n\nReview done: 0 accepted, 1 rejected, 2 skipped.\n"))
        #expect(harness.rawMode.exits == 1)
    }

    @Test func anErrorHalfWayLeavesRawModeAndFailsTheCommand() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("a"), .character("a")])
        // A folder where the snapshot should be: accepting the change cannot replace it.
        try harness.writeSnapshot("PingView/error.txt/in-the-way", "x\n")
        try harness.writeSnapshot("PingView/error.txt.new", "new\n")
        try harness.writeSnapshot("PingView/loaded.txt.new", "new\n")
        #expect(await harness.run(["review"]) == 1)
        #expect(harness.standardError.contains("scenarios review: "))
        #expect(harness.standardError.contains("PingView/error.txt"))
        let raw = harness.rawMode
        #expect(raw.entries == 1 && raw.exits == 1 && !raw.isOn, "the terminal is restored when review throws")
        #expect(harness.remainingKeyPresses == [.character("a")], "nothing is asked after the error")
        #expect(harness.readSnapshot("PingView/loaded.txt.new") == "new\n")
    }

    @Test func acceptAllNeverTouchesTheTerminal() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("r")])
        try harness.writeThreePendingChanges()
        #expect(await harness.run(["review", "--accept-all"]) == 0)
        #expect(harness.standardOutput.hasSuffix("3 accepted, 0 rejected, 0 skipped.\n"))
        #expect(harness.rawMode.entries == 0)
        #expect(harness.remainingKeyPresses == [.character("r")])
    }

    @Test func nothingPendingNeverTouchesTheTerminal() async throws {
        let harness = try PreviewReviewHarness(keyPresses: [.character("a")])
        #expect(await harness.run(["review"]) == 0)
        #expect(harness.standardOutput == "No pending snapshot changes.\n")
        #expect(harness.rawMode.entries == 0)
    }
}
