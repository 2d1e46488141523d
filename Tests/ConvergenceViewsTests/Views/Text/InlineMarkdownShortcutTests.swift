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
