import Convergence
import Testing

@Suite struct TextTests {
    @Test @MainActor func resolvesToOneTextNodeWithTheDefaultStyle() {
        #expect(Text("Hello").resolvedNode().node == .text(TextNode("Hello")))
    }

    @Test @MainActor func multiLineTextKeepsEachLine() {
        let text = Text("First line\nSecond line\nThird")

        #expect(
            ascii(text, width: 20) == #"""
                First line
                Second line
                Third
                """#
        )
    }

    @Test @MainActor func longTextWrapsAtWordsWithinTheWidth() {
        #expect(
            ascii(Text("hello world again"), width: 8) == #"""
                hello
                world
                again
                """#
        )
    }

    @Test @MainActor func aStringValueIsShownVerbatimWhileALiteralReadsMarkdown() {
        let value = "**not bold** _nor_ [a](b)"

        #expect(ascii(Text(value)) == "**not bold** _nor_ [a](b)")
        #expect(ascii(Text("**bold** _too_ [a](b)")) == "bold too a")
    }

    @Test @MainActor func verbatimTextKeepsInterpolationMarkers() {
        #expect(Text(verbatim: "%@ \\(x)").resolvedNode().node == .text(TextNode("%@ \\(x)")))
    }

    @Test @MainActor func concatenatedTextsFormOneRun() {
        let joined = Text("Total: ") + Text("42")

        #expect(joined.resolvedNode().node == .text(TextNode("Total: 42")))
    }

    @Test @MainActor func substringsAreAccepted() {
        let title = "Hello, world".prefix(5)

        #expect(ascii(Text(title)) == "Hello")
    }

    @Test @MainActor func lineLimitCutsTheRestAndEndsWithAnEllipsis() {
        let text = Text("one two three four five").lineLimit(2)

        #expect(
            ascii(text, width: 8) == #"""
                one two
                three…
                """#
        )
    }

    @Test @MainActor func lineLimitOfOneShortensASingleLine() {
        #expect(ascii(Text("hello world").lineLimit(1), width: 8) == "hello…")
    }

    @Test @MainActor func lineLimitLargerThanTheTextChangesNothing() {
        #expect(ascii(Text("short").lineLimit(3), width: 8) == "short")
    }

    @Test @MainActor func lineLimitIsRecordedInTheTextStyle() {
        #expect(Text("x").lineLimit(3).resolvedNode().node == .text(TextNode("x", style: TextStyle(lineLimit: 3))))
    }

    @Test @MainActor func lineLimitBelowOneIsRaisedToOne() {
        #expect(Text("x").lineLimit(0).resolvedNode().node == .text(TextNode("x", style: TextStyle(lineLimit: 1))))
    }

    @Test @MainActor func multilineTextAlignmentCentresEachLine() {
        let text = Text("a\nbbbbb").multilineTextAlignment(.center)

        #expect(
            ascii(text, width: 10) == #"""
                  a
                bbbbb
                """#
        )
    }
}
