import Convergence
import Testing

private struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 8)
            .border()
    }
}

private struct Titled: ViewModifier {
    let title: String
    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            content
        }
    }
}

private struct Emphasised: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    func body(content: Content) -> some View {
        content.font(isEnabled ? .headline : .caption)
    }
}

extension View {
    fileprivate func card() -> some View {
        modifier(CardStyle())
    }
}

@Suite struct ViewModifierTests {
    @Test @MainActor func customModifierWrapsItsContent() {
        #expect(
            ascii(Text("Hi").modifier(CardStyle())) == #"""
                +----+
                | Hi |
                +----+
                """#
        )
    }

    @Test @MainActor func customModifierThroughAViewExtension() {
        #expect(ascii(Text("Hi").card()) == ascii(Text("Hi").modifier(CardStyle())))
    }

    @Test @MainActor func theEmptyModifierLeavesItsContentAsItWas() {
        func framed(_ highlighted: Bool) -> some View {
            Text("Hi").modifier(highlighted ? EmptyModifier() : .identity)
        }
        #expect(ascii(framed(true)) == "Hi")
        #expect(ascii(framed(false)) == "Hi")
        #expect(ascii(Text("Hi").modifier(EmptyModifier()).modifier(CardStyle())) == ascii(Text("Hi").card()))
    }

    @Test @MainActor func customModifierCanAddViewsAroundTheContent() {
        #expect(
            ascii(Text("body").modifier(Titled(title: "Head"))) == #"""
                Head
                body
                """#
        )
    }

    @Test @MainActor func environmentChangesInsideTheModifierReachTheContent() {
        let node = Text("x").modifier(Emphasised()).resolvedNode().node

        #expect(node == .text(TextNode("x", style: TextStyle(font: "headline"))))
    }

    @Test @MainActor func modifierReadsTheEnvironmentWhereItIsApplied() {
        let node = Text("x").modifier(Emphasised()).disabled(true).resolvedNode().node

        #expect(node.texts.first?.style.font == "caption")
    }

    @Test @MainActor func modifiersCompose() {
        let view = Text("x")
            .modifier(Titled(title: "T"))
            .modifier(CardStyle())

        #expect(
            ascii(view) == #"""
                +---+
                | T |
                | x |
                +---+
                """#
        )
    }

    @Test @MainActor func stateInsideTheContentIsKeptAcrossResolutions() async throws {
        struct Tally: View {
            @State private var count = 0
            var body: some View { Button("\(count)") { count += 1 } }
        }
        let graph = StateGraph()
        await perform(try #require(ViewResolver.resolve(Tally().card(), graph: graph).buttons.first).action)

        #expect(ViewResolver.resolve(Tally().card(), graph: graph).buttons.map { Node.button($0).plainText } == ["1"])
    }

    @Test @MainActor func taskInTheContentIsNamedAfterTheViewThatDeclaredIt() throws {
        struct Feed: View {
            var body: some View {
                Text("Feed").task {}.card()
            }
        }
        let node = Feed().resolvedNode().node
        let origin = try #require(node.taskEffects.first).origin

        #expect(origin == "Feed")
    }
}
