import Convergence
import Testing

@Suite struct RenderTests {
    @Test @MainActor func documentedExampleRendersAsShown() {
        #expect(
            Text("Hello").padding().border().render(.ascii(width: 20)) == #"""
                +---------+
                |         |
                |  Hello  |
                |         |
                +---------+

                """#
        )
    }

    @Test @MainActor func resolvedNodeIsWhatTheResolverProduces() {
        let view = VStack {
            Text("a")
            Toggle("b", isOn: .constant(true))
        }

        #expect(view.resolvedNode().node == ViewResolver.resolve(view))
    }

    @Test @MainActor func renderingTheSameViewValueAgainStartsFromItsInitialState() async throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("\(count)") { count += 1 } }
        }
        let view = Counter()
        await perform(try #require(view.resolvedNode().node.buttons.first).action)

        #expect(ascii(view) == "[ 0 ]")
    }

    @Test @MainActor func foregroundStyleIsNamedInHTMLOnly() {
        let plain = Text("x")
        let red = Text("x").foregroundStyle(.red)

        #expect(red.render(.ascii(width: 10)) == plain.render(.ascii(width: 10)))
        #expect(red.render(.html) != plain.render(.html))
        #expect(red.render(.html).contains("red"))
    }

    @Test @MainActor func htmlEscapesUserText() {
        let html = Text("<b>&</b>").render(.html)

        #expect(!html.contains("<b>"))
        #expect(html.contains("&amp;"))
    }
}
