import ConvergenceRendering
import ConvergenceTestSupport
import Testing

@Suite struct UnicodeWrappingPropertyTests {
    /// Building blocks from many scripts, including clusters of width 0, 1, 2 and 3.
    static let pieces: [String] = [
        "a", "b", "z", "Q", "7", ".", "-", "é", "e\u{301}", "ß", "Ω", "ж", "ש\u{5B8}", "ع\u{64E}",
        "中", "文", "字", "テ", "ス", "ト", "ひ", "한", "국", "\u{1100}\u{1161}\u{11A8}", "ＡＢ", "！",
        "ｶ", "क", "\u{915}\u{93F}", "\u{915}\u{94D}\u{937}", "ท\u{E35}\u{E48}", "ก", "ሰ", "ᠮ",
        "😀", "👍🏽", "❤\u{FE0F}", "❤", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "🇯🇵", "🇦",
        "1\u{FE0F}\u{20E3}", "\u{261D}\u{1F3FD}", "\u{200B}", "\u{2060}", "\u{AD}", "\u{4E2D}\u{93F}",
        "\u{3000}", "…", "␛", "\u{A0}",
        " ", " ", " ", "  ",
    ]

    private static func randomText(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...24, using: &generator)
        var text = ""
        for _ in 0..<count { text += pieces.randomElement(using: &generator)! }
        return text
    }

    @Test func wrappedLinesNeverExceedTheWidthAndLoseNothing() {
        var generator = SplitMix64(seed: 0xC0FFEE)
        let placeholder = TerminalWidth.unfittableClusterPlaceholder
        for _ in 0..<400 {
            let text = Self.randomText(using: &generator)
            for width in 1...12 {
                let lines = TerminalWidth.wrap(text, width: width)
                #expect(!lines.isEmpty)
                for line in lines {
                    #expect(
                        TerminalWidth.of(line) <= width,
                        "\(text.debugDescription) at \(width): \(line.debugDescription)")
                    #expect(line.last != " ", "\(text.debugDescription) at \(width)")
                }
                // Compare cluster by cluster: re-joining strings could pair up regional indicators anew.
                let expected = Array(text).filter { $0 != " " }.map { TerminalWidth.of($0) > width ? placeholder : $0 }
                let actual = lines.flatMap { Array($0).filter { $0 != " " } }
                #expect(actual == expected, "\(text.debugDescription) at \(width): \(lines)")
            }
        }
    }

    @Test func sanitizedRandomTextWrapsWithinTheWidth() {
        var generator = SplitMix64(seed: 42)
        let controls = ["\t", "\u{1B}[1m", "\r\n", "\u{7F}", "\u{202E}", "\u{85}"]
        for _ in 0..<100 {
            var text = Self.randomText(using: &generator)
            text += controls.randomElement(using: &generator)!
            text += Self.randomText(using: &generator)
            for line in TerminalSanitizer.lines(of: text) {
                #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
                for width in [1, 3, 8] {
                    for wrapped in TerminalWidth.wrap(line, width: width) {
                        #expect(TerminalWidth.of(wrapped) <= width)
                    }
                }
            }
        }
    }
}
