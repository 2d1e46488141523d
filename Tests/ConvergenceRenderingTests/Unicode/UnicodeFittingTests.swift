import ConvergenceRendering
import Testing

@Suite struct UnicodeFittingTests {
    @Test func prefixTakesWholeClustersThatFit() {
        let split = TerminalWidth.prefix(of: "hello world", fittingIn: 5)
        #expect(split.fitted == "hello")
        #expect(split.rest == " world")
    }

    @Test func prefixNeverSplitsAWideCluster() {
        let split = TerminalWidth.prefix(of: "中文字", fittingIn: 3)
        #expect(split.fitted == "中")
        #expect(split.rest == "文字")
        #expect(TerminalWidth.prefix(of: "中", fittingIn: 1).fitted == "")
    }

    @Test func prefixKeepsEmojiSequencesAndAccentsWhole() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let split = TerminalWidth.prefix(of: "a\(family)b", fittingIn: 2)
        #expect(split.fitted == "a")
        #expect(split.rest == "\(family)b")
        #expect(TerminalWidth.prefix(of: "e\u{301}x", fittingIn: 1).fitted == "e\u{301}")
    }

    @Test func prefixTakesZeroWidthClustersAtTheCut() {
        let split = TerminalWidth.prefix(of: "ab\u{200B}c", fittingIn: 2)
        #expect(split.fitted == "ab\u{200B}")
        #expect(split.rest == "c")
    }

    @Test func prefixOfEverythingAndOfNothing() {
        #expect(TerminalWidth.prefix(of: "abc", fittingIn: 10) == ("abc", ""))
        #expect(TerminalWidth.prefix(of: "abc", fittingIn: 0) == ("", "abc"))
        #expect(TerminalWidth.prefix(of: "abc", fittingIn: -3) == ("", "abc"))
        #expect(TerminalWidth.prefix(of: "", fittingIn: 3) == ("", ""))
    }

    @Test func truncateLeavesFittingTextAlone() {
        #expect(TerminalWidth.truncate("hello", toWidth: 5) == "hello")
        #expect(TerminalWidth.truncate("中文", toWidth: 4) == "中文")
        #expect(TerminalWidth.truncate("", toWidth: 0) == "")
    }

    @Test func truncateAppendsAnEllipsisWhenItCuts() {
        #expect(TerminalWidth.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TerminalWidth.truncate("hello", toWidth: 4) == "hel…")
        #expect(TerminalWidth.truncate("hello", toWidth: 1) == "…")
        #expect(TerminalWidth.truncate("hello", toWidth: 0) == "")
        #expect(TerminalWidth.truncate("hello", toWidth: -1) == "")
    }

    @Test func truncateCountsWideClusters() {
        #expect(TerminalWidth.truncate("中文字", toWidth: 5) == "中文…")
        #expect(TerminalWidth.truncate("中文字", toWidth: 4) == "中…")
        #expect(TerminalWidth.truncate("中文字", toWidth: 2) == "…")
        #expect(TerminalWidth.truncate("👍🏽👍🏽", toWidth: 3) == "👍🏽…")
    }

    @Test func truncatedTextNeverExceedsTheWidth() {
        let samples = ["hello world", "中文字テスト", "a👨‍👩‍👧b🇯🇵c", "e\u{301}e\u{301}e\u{301}", "ＡＢＣ def"]
        for sample in samples {
            for columns in 0...14 {
                let truncated = TerminalWidth.truncate(sample, toWidth: columns)
                #expect(TerminalWidth.of(truncated) <= columns, "\(sample) at \(columns)")
                if TerminalWidth.of(sample) > columns && columns > 0 {
                    #expect(truncated.last == TerminalWidth.ellipsis)
                }
            }
        }
    }
}
