import ConvergenceRendering
import ConvergenceTree
import Testing

/// Shapes, grids, hidden content, gesture areas and `ViewThatFits` keep the ASCII promises at every width.
@Suite struct ASCIILayoutShapesAndGridsTests {
    private func text(_ content: String) -> Node { .text(TextNode(content)) }

    private var trees: [Node] {
        let circle = Node.shape(ShapeNode(kind: .circle, style: "blue"))
        let ring = Node.shape(ShapeNode(kind: .circle, isStroked: true, trimFrom: 0, trimTo: 0.6))
        return [
            .frame(FrameNode(width: 30, minHeight: 5, content: circle)),
            .frame(FrameNode(maxWidth: FrameNode.infinity, minHeight: 3, content: ring)),
            .frame(
                FrameNode(
                    width: 12, minHeight: 4,
                    content: .stack(StackNode(axis: .depth, children: [ring, text("60% done")])))),
            .stack(StackNode(axis: .depth, children: [.shape(ShapeNode(kind: .capsule)), text("Tag with words")])),
            .grid(
                GridNode(
                    cells: .rows([
                        [text("Distance run today"), text("6.4 km")], [.divider], [text("Steps"), text("8412 steps")],
                    ]))),
            .grid(
                GridNode(
                    cells: .flow(
                        columns: [.adaptive(minimum: 6, maximum: nil)],
                        items: ["🦊 Fox", "Owl", "Frog", "Panda bear", "界界界"].map(text)))),
            .grid(
                GridNode(
                    cells: .flow(
                        columns: [.fixed(12), .flexible(minimum: 4, maximum: 10), .flexible(minimum: 2, maximum: nil)],
                        items: ["Name", "Ada Lovelace", "x", "Role", "Engineer", "y"].map(text)))),
            .stack(
                StackNode(axis: .horizontal, children: [text("Left"), .hidden(text("Hidden words")), text("Right")])),
            .gesture(GestureNode(content: .border(BorderNode(content: text("Tap the card"))))),
            .firstFitting([text("Continue to the checkout"), text("Checkout")]),
        ]
    }

    @Test(arguments: [ASCIIStyle.ascii, .unicode])
    func noLineIsWiderThanTheWidthOrEndsInASpace(style: ASCIIStyle) {
        for tree in trees {
            for width in 1...48 {
                let rendered = ASCIIRenderer.render(tree, width: width, style: style)
                #expect(rendered == ASCIIRenderer.render(tree, width: width, style: style))
                for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(TerminalWidth.of(line) <= width, "\(width): \(line)")
                    #expect(line.last != " ", "\(width): trailing space in \(line)")
                }
            }
        }
    }

    @Test func hiddenContentKeepsItsRowsBlank() {
        let tree = Node.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 0,
                children: [text("A"), .hidden(text("B\nC")), text("D")]))
        #expect(ASCIIRenderer.render(tree, width: 10) == "A\n\n\nD\n")
    }

    @Test func adaptiveGridTakesAsManyColumnsAsFit() {
        let tree = Node.grid(
            GridNode(
                cells: .flow(
                    columns: [.adaptive(minimum: 4, maximum: nil)], items: ["a", "b", "c", "d", "e"].map(text)),
                alignment: .leading))
        #expect(ASCIIRenderer.render(tree, width: 14) == "a    b    c\nd    e\n")
        #expect(ASCIIRenderer.render(tree, width: 4) == "a\nb\nc\nd\ne\n")
    }
}
