import Convergence
import Testing

@Suite struct ContentUnavailableViewTests {
    @Test @MainActor func symbolTitleAndDescriptionAreCentred() {
        let view = ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))

        #expect(
            ascii(view, width: 20) == #"""
                        [_]
                      No Items
                      Add one.
                """#
        )
    }

    @Test @MainActor func descriptionIsOptional() {
        let view = ContentUnavailableView("Empty", systemImage: "tray")

        #expect(
            ascii(view, width: 11) == #"""
                    [_]
                   Empty
                """#
        )
    }

    @Test @MainActor func resolvesToAnUnavailableNode() {
        let node = ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text("Check the cable."))
            .resolvedNode().node

        let expected = UnavailableNode(
            systemImage: "wifi.slash",
            title: .text(TextNode("Offline")),
            description: .text(TextNode("Check the cable."))
        )
        #expect(node == .unavailable(expected))
    }

    @Test @MainActor func unknownSymbolIsNamed() {
        let view = ContentUnavailableView("Gone", systemImage: "sparkles")

        #expect(
            ascii(view, width: 12) == #"""
                 <sparkles>
                    Gone
                """#
        )
    }

    @Test @MainActor func actionsGoBelowAfterABlankLine() {
        let view = ContentUnavailableView {
            Label("Failed", systemImage: "exclamationmark.triangle")
        } description: {
            Text("Try again.")
        } actions: {
            Button("Retry") {}
        }

        #expect(
            ascii(view, width: 20) == #"""
                        /!\
                       Failed
                     Try again.

                     [ Retry ]
                """#
        )
    }

    @Test @MainActor func searchPresetNamesTheQuery() throws {
        guard case .unavailable(let node) = ContentUnavailableView.search(text: "kiwi").resolvedNode().node else {
            Issue.record("Expected an unavailable node")
            return
        }

        #expect(node.title == .text(TextNode("No Results for “kiwi”")))
        #expect(node.systemImage == "magnifyingglass")
    }

    @Test @MainActor func plainTextLabelHasNoSymbol() {
        let node = ContentUnavailableView { Text("Nothing") }.resolvedNode().node

        #expect(node == .unavailable(UnavailableNode(title: .text(TextNode("Nothing")))))
    }
}
