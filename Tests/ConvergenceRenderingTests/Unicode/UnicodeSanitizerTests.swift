import ConvergenceRendering
import Testing

@Suite struct UnicodeSanitizerTests {
    @Test func splitsOnEveryKindOfLineBreak() {
        #expect(TerminalSanitizer.lines(of: "a\nb") == ["a", "b"])
        #expect(TerminalSanitizer.lines(of: "a\r\nb") == ["a", "b"])
        #expect(TerminalSanitizer.lines(of: "a\rb") == ["a", "b"])
        #expect(TerminalSanitizer.lines(of: "a\u{2028}b\u{2029}c\u{85}d") == ["a", "b", "c", "d"])
    }

    @Test func crlfIsOneBreakButDoubledBreaksAreEmptyLines() {
        #expect(TerminalSanitizer.lines(of: "a\r\n\r\nb") == ["a", "", "b"])
        #expect(TerminalSanitizer.lines(of: "a\n\rb") == ["a", "", "b"])
        #expect(TerminalSanitizer.lines(of: "a\r\r\nb") == ["a", "", "b"])
    }

    @Test func emptyTextAndTrailingBreaks() {
        #expect(TerminalSanitizer.lines(of: "") == [""])
        #expect(TerminalSanitizer.lines(of: "a\n") == ["a", ""])
        #expect(TerminalSanitizer.lines(of: "\n") == ["", ""])
    }

    @Test func tabsExpandToTheNextStopInColumns() {
        #expect(TerminalSanitizer.lines(of: "\tx") == ["    x"])
        #expect(TerminalSanitizer.lines(of: "ab\tx") == ["ab  x"])
        #expect(TerminalSanitizer.lines(of: "abcd\tx") == ["abcd    x"])
        #expect(TerminalSanitizer.lines(of: "a\tb\tc", tabWidth: 8) == ["a       b       c"])
        #expect(TerminalSanitizer.lines(of: "x\ty\n\tz", tabWidth: 2) == ["x y", "  z"])
    }

    @Test func tabStopsCountWideCharactersAsTwoColumns() {
        #expect(TerminalSanitizer.lines(of: "中\tx") == ["中  x"])
        #expect(TerminalSanitizer.lines(of: "中文\tx") == ["中文    x"])
        #expect(TerminalSanitizer.lines(of: "👍🏽a\tx") == ["👍🏽a x"])
        #expect(TerminalSanitizer.lines(of: "e\u{301}\te\u{301}\tx") == ["e\u{301}   e\u{301}   x"])
    }

    @Test func tabStopsFollowClustersThatAbsorbTheExpandedSpaces() {
        // ARABIC NUMBER SIGN (Prepend) absorbs the first space; a spacing mark joins the last one.
        #expect(TerminalSanitizer.lines(of: "\u{600}\t\tx") == ["\u{600}" + String(repeating: " ", count: 7) + "x"])
        let line = TerminalSanitizer.lines(of: "\t\u{93F}\tx")[0]
        #expect(line == "    \u{93F}   x")
        #expect(TerminalWidth.of(line) == 9)
    }

    @Test func manyTabsOnOneLineLandOnEveryStop() {
        let text = String(repeating: "中\t", count: 200)
        let line = TerminalSanitizer.lines(of: text)[0]
        #expect(line == String(repeating: "中  ", count: 200))
        #expect(TerminalWidth.of(line) == 800)
    }

    @Test func tabWidthBelowOneCountsAsOne() {
        #expect(TerminalSanitizer.lines(of: "a\tb", tabWidth: 0) == ["a b"])
    }

    @Test func ansiEscapeSequencesBecomeVisible() {
        let line = TerminalSanitizer.lines(of: "\u{1B}[31mred\u{1B}[0m")
        #expect(line == ["\u{241B}[31mred\u{241B}[0m"])
        #expect(line == ["␛[31mred␛[0m"])
        #expect(TerminalWidth.of(line[0]) == 12)
    }

    @Test func c0ControlsBecomeControlPictures() {
        #expect(TerminalSanitizer.sanitizedLine("\u{0}\u{7}\u{8}\u{B}\u{C}\u{1F}") == "␀␇␈␋␌␟")
        #expect(TerminalSanitizer.sanitizedLine("\u{7F}") == "␡")
    }

    @Test func c1ControlsAndBidiControlsBecomeReplacementCharacters() {
        #expect(TerminalSanitizer.sanitizedLine("a\u{80}b\u{9B}c\u{9F}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        let trojan = "if\u{202E}x\u{2066}y\u{2069}\u{202C}"
        #expect(TerminalSanitizer.sanitizedLine(trojan) == "if\u{FFFD}x\u{FFFD}y\u{FFFD}\u{FFFD}")
    }

    @Test func implicitDirectionalMarksAndPrintableTextAreKept() {
        let text = "a\u{200E}b\u{200F}c\u{061C} e\u{301} 中 👍🏽 \u{200D}"
        #expect(TerminalSanitizer.sanitizedLine(text) == text)
    }

    @Test func sanitizedLineShowsLineBreaks() {
        #expect(TerminalSanitizer.sanitizedLine("a\r\nb\nc\rd\u{2028}e") == "a␤b␤c␤d␤e")
        #expect(TerminalSanitizer.sanitizedLine("a\tb") == "a   b")
    }

    @Test func nothingIsDroppedSilently() {
        // Every scalar but the line breaks maps to at least one visible scalar.
        var all = ""
        for value in UInt32(0)...0xA0 where value != 0x0A && value != 0x0D && value != 0x85 {
            all.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        let sanitized = TerminalSanitizer.sanitizedLine(all)
        #expect(sanitized.unicodeScalars.count >= all.unicodeScalars.count)
        #expect(!sanitized.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
}
