import ConvergenceTree
import Testing

/// The render tree's own helpers: the words a person reads in it, its children, and depth checks that never recurse.
@Suite struct NodeTests {
    static func text(_ content: String) -> Node { .text(TextNode(content)) }

    static func column(_ children: [Node]) -> Node { .stack(StackNode(axis: .vertical, children: children)) }

    /// A chain of `depth` nodes: paddings around paddings around one text.
    static func chain(depth: Int) -> Node {
        var node = text("bottom")
        for _ in 1..<depth { node = .padding(CellInsets(leading: 1), node) }
        return node
    }

    @Test func plainTextJoinsTheWordsInReadingOrder() {
        let tree = Self.column([
            Self.text("Title"), .spacer(SpacerNode()), Self.column([Self.text("a"), Self.text("")]), .divider,
        ])
        #expect(tree.plainText == "Title a")
    }

    @Test func childrenAreTheDirectOnesOnly() {
        let inner = Self.column([Self.text("deep")])
        let tree = Self.column([Self.text("top"), inner])
        #expect(tree.children == [Self.text("top"), inner])
        #expect(Self.text("leaf").children.isEmpty)
    }

    @Test func childrenComeInDocumentOrderForEveryKindOfContainer() {
        let (a, b, c, d) = (Self.text("a"), Self.text("b"), Self.text("c"), Self.text("d"))
        let section = SectionNode(header: a, rows: [b, c], footer: d)
        #expect(Node.section(section).children == [a, b, c, d])
        #expect(Node.section(SectionNode(rows: [b])).children == [b])
        #expect(Node.list(ListNode(sections: [section])).children == [.section(section)])
        #expect(Node.label(LabelNode(title: a, icon: b)).children == [b, a], "the icon comes first")
        #expect(Node.grid(GridNode(cells: .rows([[a, b], [c]]))).children == [a, b, c])
        #expect(Node.padding(CellInsets(leading: 1), a).children == [a])
        let stack = Self.column([a, b])
        #expect(stack.children == [a, b])
        var visited: [Node] = []
        Node.section(section).forEachChild { visited.append($0) }
        #expect(visited == [a, b, c, d])
    }

    @Test(arguments: [1, 2, 10, 300])
    func shallowUpToExactlyItsDepth(_ depth: Int) {
        let tree = Self.chain(depth: depth)
        #expect(tree.isShallow(limit: depth))
        #expect(!tree.isShallow(limit: depth - 1))
    }

    @Test func treesDeeperThanTheRecursionLimitCompareEqual() {
        let depth = Node.recursionLimit * 4
        let one = Self.chain(depth: depth)
        #expect(Node.sameTree(one, Self.chain(depth: depth)))
        #expect(!Node.sameTree(one, Self.chain(depth: depth - 1)))
    }
}
