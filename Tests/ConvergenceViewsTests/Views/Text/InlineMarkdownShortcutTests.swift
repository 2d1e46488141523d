import ConvergenceTree
import Testing

@testable import ConvergenceViews

/// A text without markup characters skips the Markdown parser, and gets exactly what the parser would give.
@Suite struct InlineMarkdownShortcutTests {
    static let pieces = [
        "Item ", "42", " ", "é", "中文", "👍🏽", ".", ",", "!", "?", "(", ")", "<b>", "&", "#", "-", "+", "|", ":", "\n",
        "*", "**", "_", "~~", "`", "[", "](x)", "\\", "__",
    ]

    @Test func runsMatchTheParser() {
        var state: UInt64 = 0x5EED_0005
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<3_000 {
            // Half the texts use only the pieces before the first markup character, so the shortcut is taken.
            let choices = round % 2 == 0 ? Array(Self.pieces.prefix(20)) : Self.pieces
            let text = (0..<next(12)).map { _ in choices[next(choices.count)] }.joined()
            #expect(InlineMarkdown.runs(text) == InlineMarkdown.parsed(text), "\(text.debugDescription)")
        }
        #expect(InlineMarkdown.runs("") == [])
        #expect(InlineMarkdown.runs("Plain") == [TextRun("Plain")])
    }
}

/// A one-segment text without emphasis or markup is resolved without building its runs, to the characters its runs
/// would join to.
@Suite struct PlainTextShortcutTests {
    @Test func plainContentMatchesTheRuns() {
        var state: UInt64 = 0x5EED_0006
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = InlineMarkdownShortcutTests.pieces
        let values = ["", "7", "Ada", "**x**", "é👍🏽", "\u{F0001}", "a long value that needs storage of its own"]
        var shortcuts = 0
        for round in 0..<3_000 {
            let choices = round % 2 == 0 ? Array(pieces.prefix(20)) : pieces
            var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            for _ in 0..<next(8) {
                if next(3) == 0 {
                    key.appendInterpolation(values[next(values.count)])
                } else {
                    key.appendLiteral(choices[next(choices.count)])
                }
            }
            let interpolated = LocalizedStringKey(stringInterpolation: key)
            var segment = TextSegment(
                template: interpolated.template, arguments: interpolated.arguments, markdown: round % 3 != 0)
            if round % 7 == 0 { segment.traits.isBold = true }
            let runs = segment.runs(in: .unread)
            if let content = segment.plainContent(in: .unread) {
                shortcuts += 1
                #expect(runs.allSatisfy { $0.isPlain }, "\(segment.template.debugDescription)")
                #expect(content == runs.map(\.text).joined(), "\(segment.template.debugDescription)")
            } else {
                #expect(segment.traits.isBold || segment.markdown, "\(segment.template.debugDescription)")
            }
        }
        // Both ways are taken often.
        #expect(shortcuts > 1_000 && shortcuts < 2_900)
    }
}
