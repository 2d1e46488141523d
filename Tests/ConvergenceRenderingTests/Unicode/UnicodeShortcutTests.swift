import ConvergenceRendering
import ConvergenceTestSupport
import Testing

/// The ASCII shortcuts of sanitizing, anchoring and wrapping give exactly what the scalar-by-scalar and
/// cluster-by-cluster paths give.
@Suite struct UnicodeShortcutTests {
    /// ASCII pieces, printable and not, with runs of spaces, plus a few non-ASCII ones so mixed texts take the slow
    /// path and are compared too.
    static let pieces: [String] = [
        "a", "Z", "0", "word", "longerword", ".", "|", "-", "+", "~", " ", " ", "  ", "   ", "\n", "\n", "\t", "\r",
        "\r\n", "\u{7F}", "\u{1B}", "é", "e\u{301}", "中", "\u{301}", "👍🏽",
    ]

    private static func randomText(using generator: inout SplitMix64, asciiOnly: Bool) -> String {
        let choices = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        var text = ""
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            text += choices.randomElement(using: &generator)!
        }
        return text
    }

    @Test func linesMatchTheScalarPath() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        for round in 0..<2_000 {
            let text = Self.randomText(using: &generator, asciiOnly: round % 2 == 0)
            #expect(
                TerminalSanitizer.lines(of: text) == TerminalSanitizer.linesByScalars(of: text),
                "\(text.debugDescription)")
        }
    }

    @Test func wrapMatchesTheClusterPath() {
        var generator = SplitMix64(seed: 0x5EED_0002)
        for round in 0..<2_000 {
            // Wrapping takes one sanitized line.
            for line in TerminalSanitizer.lines(of: Self.randomText(using: &generator, asciiOnly: round % 2 == 0)) {
                for width in [0, 1, 2, 3, 8, 20, 40, 200, Int.max] {
                    #expect(
                        TerminalWidth.wrap(line, width: width) == TerminalWidth.wrapByClusters(line, width: width),
                        "\(line.debugDescription) at \(width)")
                }
            }
        }
    }

    @Test func anchoringLeavesPrintableASCIIStartsAlone() {
        var generator = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<2_000 {
            for line in TerminalSanitizer.lines(of: Self.randomText(using: &generator, asciiOnly: false)) {
                let anchored = TerminalSanitizer.anchored(line)
                // Prepending a base is needed exactly when the line's first cluster would vanish or fuse.
                let needsBase =
                    line.first.map { ("x" + line).count == line.count || TerminalWidth.of($0) == 0 } ?? false
                #expect(
                    anchored == (needsBase ? String(TerminalSanitizer.markBase) + line : line),
                    "\(line.debugDescription)")
            }
        }
        #expect(TerminalSanitizer.anchored("\u{301}x") == "\u{25CC}\u{301}x")
    }

    @Test func htmlEscapingMatchesTheScalarPath() {
        var generator = SplitMix64(seed: 0x5EED_0004)
        let markup = [
            "&", "<", ">", "\"", "'", "a&b", "</p>", "\u{85}", "\u{2028}", "\u{9F}", String(Unicode.Scalar(0xFDD0)!),
        ]
        for round in 0..<2_000 {
            var text = Self.randomText(using: &generator, asciiOnly: round % 2 == 0)
            if round % 3 == 0 { text += markup.randomElement(using: &generator)! }
            for context in HTMLRenderer.EscapeContext.allCases {
                #expect(
                    HTMLRenderer.escape(text, in: context) == HTMLRenderer.escapeScalars(text, in: context),
                    "\(text.debugDescription) in \(context)")
            }
        }
    }
}
