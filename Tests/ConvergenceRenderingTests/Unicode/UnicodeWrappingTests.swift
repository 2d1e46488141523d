import ConvergenceRendering
import Testing

@Suite struct UnicodeWrappingTests {
    @Test func shortLinesStayWhole() {
        #expect(TerminalWidth.wrap("hello world", width: 20) == ["hello world"])
        #expect(TerminalWidth.wrap("hello world", width: 11) == ["hello world"])
    }

    @Test func wrapsGreedilyAtSpaces() {
        #expect(TerminalWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TerminalWidth.wrap("a b c d e", width: 3) == ["a b", "c d", "e"])
    }

    @Test func emptyAndBlankLinesYieldOneEmptyLine() {
        #expect(TerminalWidth.wrap("", width: 5) == [""])
        #expect(TerminalWidth.wrap("    ", width: 5) == [""])
        #expect(TerminalWidth.wrap("", width: 1) == [""])
    }

    @Test func trailingSpacesAreTrimmedAndInnerRunsKept() {
        #expect(TerminalWidth.wrap("abc   ", width: 10) == ["abc"])
        #expect(TerminalWidth.wrap("a  b", width: 10) == ["a  b"])
        #expect(TerminalWidth.wrap("ab   cd", width: 4) == ["ab", "cd"])
    }

    @Test func leadingSpacesArePreservedWhereTheyFit() {
        #expect(TerminalWidth.wrap("  hello world", width: 8) == ["  hello", "world"])
        #expect(TerminalWidth.wrap("    hello", width: 7) == ["  hello"])
        #expect(TerminalWidth.wrap("  hi", width: 2) == ["hi"])
    }

    @Test func longWordsBreakAtClusterBoundaries() {
        #expect(TerminalWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TerminalWidth.wrap("hi abcdefgh", width: 4) == ["hi", "abcd", "efgh"])
        #expect(TerminalWidth.wrap("  abcdef", width: 4) == ["  ab", "cdef"])
        #expect(TerminalWidth.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func cjkWrapsWithoutSpaces() {
        #expect(TerminalWidth.wrap("中文字テスト", width: 6) == ["中文字", "テスト"])
        #expect(TerminalWidth.wrap("中文字テスト", width: 5) == ["中文", "字テ", "スト"])
        #expect(TerminalWidth.wrap("ab中文", width: 3) == ["ab", "中", "文"])
    }

    @Test func emojiAtBoundariesStayWhole() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(TerminalWidth.wrap("ab\(family)cd", width: 3) == ["ab", "\(family)c", "d"])
        #expect(TerminalWidth.wrap("🇯🇵🇺🇸🇬🇧", width: 5) == ["🇯🇵🇺🇸", "🇬🇧"])
        #expect(TerminalWidth.wrap("ok 👍🏽 done", width: 5) == ["ok 👍🏽", "done"])
    }

    @Test func widthTwoFitsOneWideClusterPerLine() {
        #expect(TerminalWidth.wrap("中文 ab", width: 2) == ["中", "文", "ab"])
        #expect(TerminalWidth.wrap("a中b", width: 2) == ["a", "中", "b"])
    }

    @Test func widthOneReplacesWideClustersWithThePlaceholder() {
        let placeholder = String(TerminalWidth.unfittableClusterPlaceholder)
        #expect(TerminalWidth.wrap("a中b", width: 1) == ["a", placeholder, "b"])
        #expect(TerminalWidth.wrap("ab cd", width: 1) == ["a", "b", "c", "d"])
        #expect(TerminalWidth.wrap("👍", width: 1) == [placeholder])
    }

    @Test func widthBelowOneActsLikeOne() {
        #expect(TerminalWidth.wrap("ab", width: 0) == ["a", "b"])
        #expect(TerminalWidth.wrap("ab", width: -4) == ["a", "b"])
    }

    @Test func zeroWidthClustersNeverStartALineOnTheirOwn() {
        #expect(TerminalWidth.wrap("ab\u{200B}cd", width: 2) == ["ab\u{200B}", "cd"])
    }
}
