import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// A canvas stores the cells drawn on it, not `width × height`: a screen 10,000 columns wide and 10,750 rows tall, as
/// a phone screen of that width is, holds its content and a few blank rows' worth of bookkeeping.
@Suite struct CellGridStorageTests {
    private static func text(_ content: String) -> Node { .text(TextNode(content)) }

    /// A screen like a real one: a title, a wide glyph, content pushed to the middle and the bottom by spacers.
    static let screen = Node.stack(
        StackNode(
            axis: .vertical, alignment: .center, spacing: 0,
            children: [
                text("Orders 中"), .spacer(SpacerNode()), text("Nothing here yet"), .spacer(SpacerNode()),
                .stack(
                    StackNode(
                        axis: .horizontal, alignment: .center, spacing: 1,
                        children: [text("Total"), .spacer(SpacerNode()), text("$0.00")])),
            ]))

    @Test func aWideTallScreenStoresItsContentNotItsArea() {
        let canvas = ASCIILayout(style: .ascii).render(Self.screen, width: 10_000, height: 10_750)
        #expect(canvas.height == 10_750)
        // The bottom row spans the width (its label left, its amount right); everything else is a few cells.
        #expect(canvas.storedCells <= 2 * 10_000, "\(canvas.storedCells) cells stored")
    }

    @Test func cellsClearedAgainEqualCellsNeverDrawn() {
        var drawn = CellGrid(width: 8, height: 2)
        drawn.write("abc", row: 1, column: 5)
        drawn.blank(rows: 1..<2, columns: 0..<8)
        #expect(drawn == CellGrid(width: 8, height: 2))
        #expect(drawn.plainText == "\n")
    }

    @Test func aCellDrawnLeftOfTheStoredOnesKeepsThem() {
        var canvas = CellGrid(width: 10, height: 1)
        canvas.write("xy", row: 0, column: 6)
        canvas.write("a", row: 0, column: 1)
        canvas.write("中", row: 0, column: 3)
        #expect(canvas.lines == [" a 中 xy"])
        #expect(canvas.glyph(row: 0, column: 3) == "中")
        #expect(canvas.glyph(row: 0, column: 6) == "x")
    }
}
