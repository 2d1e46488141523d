import Convergence
import Testing

@Suite struct NavigationStackTests {
    @Test @MainActor func titleSitsOverADoubleRuleAcrossTheWidth() {
        let stack = NavigationStack {
            Text("Nothing yet").navigationTitle("Inbox")
        }

        #expect(
            ascii(stack, width: 12) == #"""
                Inbox
                ============
                Nothing yet
                """#
        )
    }

    @Test @MainActor func stackWithoutTitleShowsOnlyItsContent() {
        #expect(ascii(NavigationStack { Text("Body") }) == "Body")
    }

    @Test @MainActor func titleFromADeeplyNestedViewReachesTheStack() {
        struct Detail: View {
            var body: some View {
                VStack {
                    List { Text("Row") }.navigationTitle("Detail")
                }
            }
        }
        let node = NavigationStack { Detail() }.resolvedNode().node

        guard case .navigation(let navigation) = node else {
            Issue.record("Expected a navigation node")
            return
        }
        #expect(navigation.title == "Detail")
    }

    @Test @MainActor func titleAsTextIsAccepted() {
        let node = NavigationStack { Text("x").navigationTitle(Text("Settings")) }.resolvedNode().node

        #expect(node == .navigation(NavigationNode(title: "Settings", content: .text(TextNode("x")))))
    }

    @Test @MainActor func titleOutsideANavigationStackIsIgnored() {
        #expect(Text("x").navigationTitle("Lost").resolvedNode().node == .text(TextNode("x")))
    }

    @Test @MainActor func nestedStackKeepsItsTitleToItself() {
        let node = NavigationStack {
            NavigationStack { Text("inner").navigationTitle("Inner") }
        }
        .resolvedNode().node

        let inner = NavigationNode(title: "Inner", content: .text(TextNode("inner")))
        #expect(node == .navigation(NavigationNode(content: .navigation(inner))))
    }

    @Test @MainActor func titleOverAListOfRows() {
        let stack = NavigationStack {
            List(["Apple", "Pear"], id: \.self) { Text($0) }
                .navigationTitle("Fruit")
        }

        #expect(
            ascii(stack, width: 8) == #"""
                Fruit
                ========
                Apple
                --------
                Pear
                """#
        )
    }
}
