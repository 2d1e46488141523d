import ConvergenceRendering
import ConvergenceTree
import Foundation
import Testing

/// Trees deeper than a test thread's stack holds render whole, in both formats: the renderers notice the stack
/// running short and render again on a thread with room (`StackGuard`), instead of crashing the process.
@Suite struct DeepTreeRenderingTests {
    /// `content` inside `depth` modifiers that change nothing in either format (`.layoutPriority`).
    static func chain(_ content: Node, depth: Int) -> Node {
        (0..<depth).reduce(content) { inner, _ in .prioritized(1, inner) }
    }

    static let leaf = Node.stack(
        StackNode(axis: .vertical, children: [.text(TextNode("Deep <inside> & leaf")), .divider]))

    @Test func aModifierChainTenThousandDeepRendersLikeItsContent() {
        let deep = Self.chain(Self.leaf, depth: 10_000)
        #expect(ASCIIRenderer.render(deep, width: 30) == ASCIIRenderer.render(Self.leaf, width: 30))
        #expect(HTMLRenderer.fragment(deep) == HTMLRenderer.fragment(Self.leaf))
        #expect(
            HTMLRenderer.document(deep, title: "Deep") == HTMLRenderer.document(Self.leaf, title: "Deep"))
        let unicode = RenderFormat.ascii(width: 30, style: .unicode)
        #expect(NodeRenderer.render(deep, as: unicode) == NodeRenderer.render(Self.leaf, as: unicode))
        #expect(NodeRenderer.render(deep, as: unicode).contains("Deep <inside> & leaf\n"))
    }

    @Test func nestedStacksThreeThousandDeepPrintEveryLevel() {
        // Element nesting three thousand deep: the builder and the printer both recurse per level.
        let depth = 3_000
        var node = Node.text(TextNode("leaf"))
        for level in 0..<depth {
            node = .stack(StackNode(axis: .vertical, children: [.text(TextNode("level \(level)")), node]))
        }
        let html = HTMLRenderer.fragment(node)
        let lines = html.split(separator: "\n")
        #expect(lines.count { $0.contains(">level ") } == depth)
        let leafLine = lines.first { $0.contains(">leaf<") }
        #expect(leafLine?.prefix { $0 == " " }.count == 2 * depth, "the leaf is indented once per level")
        #expect(html == HTMLRenderer.fragment(node), "rendering twice is equal")
    }

    @Test func renderingInParallelGivesEqualTexts() async {
        let deep = Self.chain(Self.leaf, depth: 10_000)
        let expected = HTMLRenderer.fragment(Self.leaf)
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<4 { group.addTask { HTMLRenderer.fragment(deep) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts == Array(repeating: expected, count: 4))
    }
}
