import ConvergenceRendering
import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree
import Foundation
import Testing

/// Trees deeper than a test thread's stack holds render whole, in both formats: the renderers notice the stack
/// running short and render again on a thread with room (`StackGuard`), instead of crashing the process.
@Suite struct DeepTreeRenderingStressTests {
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
        // Indentation stops at 64 levels, so the text grows with the tree's size, not with the square of its depth.
        #expect(leafLine?.prefix { $0 == " " }.count == 2 * 64, "the leaf is indented to the deepest indentation")
        let indented = lines.map { $0.prefix { $0 == " " }.count }
        #expect(indented.prefix(8) == [0, 2, 2, 4, 4, 6, 6, 8], "\(lines.prefix(8))")
        #expect(html == HTMLRenderer.fragment(node), "rendering twice is equal")
    }

    @Test func nestedStacksTenThousandDeepLayOutEveryLevelInOrder() {
        // Each level measures its child and then draws it: without remembering widths per node, and with the child's
        // rows copied one cell at a time, this took minutes.
        let depth = 10_000
        var node = Node.text(TextNode("leaf"))
        for level in 1...depth {
            node = .stack(
                StackNode(axis: .vertical, alignment: .leading, children: [.text(TextNode("level \(level)")), node]))
        }
        let lines = ASCIIRenderer.render(node, width: 30).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == depth + 2)
        #expect(lines.dropLast(2).enumerated().allSatisfy { $1 == "level \(depth - $0)" })
        #expect(lines[depth] == "leaf")
        #expect(lines.last == "")
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
