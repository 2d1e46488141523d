import Convergence
import Testing

@MainActor
@Suite struct RenderTreeTests {
    struct Inbox: View {
        var count: Int
        var body: some View {
            VStack {
                Text("Inbox").accessibilityIdentifier("inbox.title")
                Text("\(count) unread")
                Button("Retry") {}.accessibilityIdentifier("inbox.retry").accessibilityLabel("Try again")
            }
        }
    }

    @Test func readsTextsInReadingOrder() {
        #expect(Inbox(count: 3).resolvedNode().texts == ["Inbox", "3 unread", "Retry"])
        #expect(Inbox(count: 3).resolvedNode().plainText == "Inbox 3 unread Retry")
    }

    @Test func readsAccessibilityIdentifiersAndLabels() {
        let tree = Inbox(count: 3).resolvedNode()
        #expect(tree.accessibilityIdentifiers == ["inbox.title", "inbox.retry"])
        #expect(tree.accessibilityLabels == ["Try again"])
    }

    @Test func childrenAreTheStacksParts() {
        let tree = Inbox(count: 3).resolvedNode()
        #expect(tree.children.count == 3)
        #expect(tree.children[1].texts == ["3 unread"])
        #expect(Text("leaf").resolvedNode().children.isEmpty)
    }

    @Test func equalViewsGiveEqualTrees() {
        #expect(Inbox(count: 3).resolvedNode() == Inbox(count: 3).resolvedNode())
        #expect(Inbox(count: 3).resolvedNode() != Inbox(count: 4).resolvedNode())
    }

    @Test func rendersAsTheViewDoes() {
        let view = Inbox(count: 3)
        #expect(view.resolvedNode().render(.ascii(width: 20)) == view.render(.ascii(width: 20)))
        #expect(view.resolvedNode().render(.html) == view.render(.html))
    }

    @Test func aScenarioFrameShowsItsTree() async throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
            }
        }
        let frames = try await Scenario("count", steps: [.tap("Count 0")]) { Counter() }.frames()
        #expect(frames.map(\.tree.texts) == [["Count 0"], ["Count 1"]])
    }
}
