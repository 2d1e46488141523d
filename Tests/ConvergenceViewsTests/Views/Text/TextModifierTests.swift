import Convergence
import Testing

@Suite struct TextModifierTests {
    @Test @MainActor func boldChangesNothingInASCII() {
        #expect(ascii(Text("Strong").bold()) == "Strong")
    }

    @Test @MainActor func boldIsRecordedInTheTextStyle() {
        #expect(Text("Strong").bold().resolvedNode().node == .text(TextNode("Strong", style: TextStyle(isBold: true))))
    }

    @Test @MainActor func boldFalseUndoesAnOuterBold() {
        let node = Text("plain").bold(false).bold().resolvedNode().node

        #expect(node == .text(TextNode("plain")))
    }

    @Test @MainActor func fontChangesNothingInASCII() {
        #expect(ascii(Text("Title").font(.largeTitle)) == "Title")
    }

    @Test @MainActor func fontNameIsRecordedInTheTextStyle() {
        #expect(
            Text("Title").font(.title).resolvedNode().node == .text(TextNode("Title", style: TextStyle(font: "title"))))
    }

    @Test @MainActor func boldFontMakesTheTextBold() {
        #expect(
            Text("H").font(.headline.bold()).resolvedNode().node
                == .text(TextNode("H", style: TextStyle(isBold: true, font: "headline"))))
    }

    @Test @MainActor func systemFontIsNamedBySizeAndWeight() {
        let node = Text("n").font(.system(size: 17, weight: .semibold)).resolvedNode().node

        #expect(node == .text(TextNode("n", style: TextStyle(isBold: true, font: "system-17-semibold"))))
    }

    @Test @MainActor func monospacedSystemFontIsMonospaced() {
        let node = Text("1").font(.system(size: 12, design: .monospaced)).resolvedNode().node

        #expect(node == .text(TextNode("1", style: TextStyle(isMonospaced: true, font: "system-12-monospaced"))))
    }

    @Test @MainActor func foregroundStyleChangesNothingInASCII() {
        #expect(ascii(Text("Alert").foregroundStyle(.red)) == "Alert")
    }

    @Test @MainActor func foregroundColourNameIsRecordedInTheTextStyle() {
        #expect(
            Text("Alert").foregroundStyle(.red).resolvedNode().node
                == .text(TextNode("Alert", style: TextStyle(foreground: "red"))))
    }

    @Test @MainActor func hierarchicalStyleNameIsRecordedInTheTextStyle() {
        #expect(
            Text("Hint").foregroundStyle(.secondary).resolvedNode().node
                == .text(TextNode("Hint", style: TextStyle(foreground: "secondary"))))
    }

    @Test @MainActor func foregroundColorWithOpacityIsNamedWithThePercentage() {
        let node = Text("Faint").foregroundColor(Color.gray.opacity(0.5)).resolvedNode().node

        #expect(node == .text(TextNode("Faint", style: TextStyle(foreground: "gray-50"))))
    }

    @Test @MainActor func colourFromComponentsIsNamedByItsHexValue() {
        let node = Text("c").foregroundStyle(Color(red: 1, green: 0.5, blue: 0)).resolvedNode().node

        #expect(node.texts.first?.style.foreground == "rgb-ff8000")
    }

    @Test @MainActor func innermostForegroundStyleWins() {
        let node = Text("x").foregroundStyle(.red).foregroundStyle(.blue).resolvedNode().node

        #expect(node == .text(TextNode("x", style: TextStyle(foreground: "red"))))
    }

    @Test @MainActor func styleModifiersReachEveryTextInside() {
        let stack = VStack {
            Text("a")
            Text("b")
        }
        .bold()
        .italic()
        .font(.caption)

        let style = TextStyle(isBold: true, isItalic: true, font: "caption")
        #expect(stack.resolvedNode().node.texts == [TextNode("a", style: style), TextNode("b", style: style)])
    }

    @Test @MainActor func styleDoesNotLeakToSiblings() {
        let stack = VStack {
            Text("a").bold()
            Text("b")
        }

        #expect(stack.resolvedNode().node.texts.map(\.style.isBold) == [true, false])
    }

    @Test @MainActor func fontWeightSemiboldIsBold() {
        #expect(Text("w").fontWeight(.semibold).resolvedNode().node.texts.first?.style.isBold == true)
    }

    @Test @MainActor func fontWeightRegularIsNotBold() {
        #expect(Text("w").fontWeight(.regular).resolvedNode().node.texts.first?.style.isBold == false)
    }

    @Test @MainActor func monospacedIsRecordedInTheTextStyle() {
        #expect(
            Text("m").monospaced().resolvedNode().node == .text(TextNode("m", style: TextStyle(isMonospaced: true))))
    }

    @Test @MainActor func lineLimitReachesTextInsideAStack() {
        let stack = VStack(alignment: .leading) {
            Text("alpha beta gamma")
            Text("delta epsilon")
        }
        .lineLimit(1)

        #expect(
            ascii(stack, width: 12) == #"""
                alpha beta…
                delta…
                """#
        )
    }

    @Test @MainActor func buttonLabelTakesTheStyleAroundIt() {
        let node = Button("Go") {}.foregroundStyle(.tint).resolvedNode().node

        #expect(node.texts == [TextNode("Go", style: TextStyle(foreground: "tint"))])
    }
}
