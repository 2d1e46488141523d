import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// Texts, spacers and stacks printed straight from their nodes print exactly what building their elements and
/// printing those prints, in every kind of context, on random trees over the whole vocabulary and on hand-picked ones.
@Suite struct HTMLDirectPrintingTests {
    static let seeds: [UInt64] = (0..<200).map { PropertyRandom.caseSeed(master: 0xD1_4EC7, index: $0) }

    static let contexts = [
        HTMLContext(), HTMLContext().phrasing, HTMLContext().insideControl,
        HTMLContext(isInHeaderOrFooter: true, isInSection: true),
    ]

    /// Contents printed as their parent prints its children.
    static func printed(_ contents: [HTMLContent]) -> String {
        let parent = HTMLElement("div", [], contents)
        var out = HTMLOutput()
        parent.print(into: &out, depth: 0)
        return out.text
    }

    /// The same contents with every node printed directly replaced by its elements, all the way down.
    static func builtInFull(_ contents: [HTMLContent]) -> [HTMLContent] {
        contents.flatMap { content -> [HTMLContent] in
            switch content {
            case .node(let node, let context):
                return builtInFull(HTMLBuilder.elements(for: node, in: context).map(HTMLContent.element))
            case .element(var element):
                element.children = builtInFull(element.children)
                return [.element(element)]
            case .text, .constant, .markup:
                return [content]
            }
        }
    }

    static func containsNode(_ contents: [HTMLContent]) -> Bool {
        contents.contains { content in
            switch content {
            case .node: true
            case .element(let element): containsNode(element.children)
            case .text, .constant, .markup: false
            }
        }
    }

    static func expectSamePrinting(_ node: Node, _ comment: Comment? = nil) {
        for context in contexts {
            let direct = HTMLBuilder.children(of: node, in: context)
            let built = builtInFull(direct)
            #expect(!containsNode(built))
            #expect(printed(direct) == printed(built), "\(context) \(comment ?? "")")
            // Alone in a parent that keeps a lone `<span>` of inline content on its line, and beside a sibling.
            #expect(printed(direct + direct) == printed(built + built), "\(context) \(comment ?? "")")
        }
        var out = HTMLOutput()
        for element in builtInFull(HTMLBuilder.elements(for: node, in: HTMLContext()).map(HTMLContent.element)) {
            guard case .element(let element) = element else { continue }
            element.print(into: &out, depth: 0)
        }
        #expect(HTMLRenderer.fragment(node) == out.text, "\(comment ?? "")")
    }

    @Test(arguments: seeds)
    func randomTreesPrintAsTheirElements(seed: UInt64) {
        Self.expectSamePrinting(PropertyNodeGenerator.tree(seed: seed), "seed \(seed)")
    }

    @Test func handPickedTextsSpacersAndStacks() {
        let texts: [Node] = [
            .text(TextNode("Item 1")), .text(TextNode("")), .text(TextNode("a < b & \"c\"\nnext")),
            .text(TextNode("Zeile – 中文 👍🏽", style: TextStyle(lineLimit: 2))),
            .text(TextNode("styled", style: TextStyle(isMonospaced: true, font: "title 2", foreground: "red<"))),
            .text(TextNode("bold", style: TextStyle(isBold: true))),
            .text(TextNode("", runs: [TextRun("run", isCode: true)])),
        ]
        let spacers: [Node] = [
            .spacer(SpacerNode()), .spacer(SpacerNode(minColumns: 3)), .spacer(SpacerNode(minColumns: 0, minRows: 2)),
        ]
        var nodes = texts + spacers
        for axis in [StackAxis.horizontal, .vertical, .depth] {
            for spacing in [nil, 0, 2] {
                for children in [[], [texts[0]], [spacers[0]], [texts[0], spacers[1], texts[3]], texts, spacers] {
                    nodes.append(
                        .stack(
                            StackNode(
                                axis: axis, alignment: .bottomTrailing, spacing: spacing, children: children)))
                }
            }
        }
        // Stacks in stacks, one that is not printed directly among others that are.
        nodes.append(.stack(StackNode(axis: .vertical, children: [nodes[nodes.count - 1], nodes[9], .divider])))
        nodes.append(.stack(StackNode(axis: .horizontal, children: [nodes[nodes.count - 1], texts[0]])))
        for node in nodes {
            Self.expectSamePrinting(node, "\(node)")
            // Inside a button (phrasing, no controls) and a list row.
            Self.expectSamePrinting(.button(ButtonNode(label: node, action: .none)), "button of \(node)")
            Self.expectSamePrinting(
                .list(ListNode(sections: [SectionNode(rows: [node, node])])), "list of \(node)")
        }
    }
}
