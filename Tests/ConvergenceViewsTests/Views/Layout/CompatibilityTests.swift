import Convergence
import Testing

@Suite struct CompatibilityTests {
    @Test @MainActor func formIsDrawnAsAList() {
        let form = Form {
            Toggle("Alerts", isOn: .constant(true))
            Text("About")
        }
        let list = List {
            Toggle("Alerts", isOn: .constant(true))
            Text("About")
        }

        #expect(form.resolvedNode().node == list.resolvedNode().node)
    }

    @Test @MainActor func lazyStacksAreDrawnAsStacks() {
        #expect(
            LazyVStack(alignment: .leading) { Text("a") }.resolvedNode().node
                == VStack(alignment: .leading) { Text("a") }.resolvedNode().node)
        #expect(
            LazyHStack(spacing: 0) { Text("a") }.resolvedNode().node
                == HStack(spacing: 0) { Text("a") }.resolvedNode().node)
    }

    @Test @MainActor func labeledContentPushesTheValueToTheTrailingEdge() {
        #expect(ascii(LabeledContent("Name", value: "Ada"), width: 12) == "Name     Ada")
    }

    @Test @MainActor func overlayIsDrawnOnTop() {
        #expect(ascii(Text("-----").overlay { Text("x") }) == "--x--")
    }

    @Test @MainActor func backgroundIsDrawnBehind() {
        #expect(ascii(Text("x").background { Text("-----") }) == "--x--")
    }

    @Test @MainActor func bottomInsetGoesBelowTheContent() {
        let view = Text("content").safeAreaInset(edge: .bottom, alignment: .leading) { Text("bar") }

        #expect(
            ascii(view) == #"""
                content
                bar
                """#
        )
    }

    @Test @MainActor func visualOnlyModifiersChangeNothing() {
        let plain = Text("x")

        #expect(plain.opacity(0.5).cornerRadius(4).id(1).tint(.red).resolvedNode().node == plain.resolvedNode().node)
    }

    @Test @MainActor func taskInsideAFormIsNamedAfterTheViewThatDeclaredIt() throws {
        struct Settings: View {
            var body: some View {
                Form {
                    Text("Loading").task {}
                }
            }
        }
        let origin = try #require(Settings().resolvedNode().node.taskEffects.first).origin

        #expect(origin == "Settings")
    }
}
