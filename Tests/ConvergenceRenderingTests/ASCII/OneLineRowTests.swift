import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// A row of one-line texts and spacers drawn straight into one canvas gives exactly the canvas that drawing each child
/// and placing it gives, on random rows, widths and spacings, texts that do and do not fit on one line among them; and
/// a rule of one ASCII character is the row that writing it gives.
@Suite struct OneLineRowTests {
    static let texts = [
        "Item 1", "", " ", "42", "a b  c", "trailing  ", "  leading", "longer text that wraps at narrow widths",
        "two\nlines", "é", "中文", "tab\there",
    ]

    static func randomRow(using generator: inout SplitMix64) -> [Node] {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ -> Node in
            if Int.random(in: 0..<4, using: &generator) == 0 {
                return .spacer(
                    SpacerNode(
                        minColumns: Bool.random(using: &generator) ? Int.random(in: 0...3, using: &generator) : nil,
                        minRows: Bool.random(using: &generator) ? Int.random(in: 0...2, using: &generator) : nil))
            }
            let style = TextStyle(
                lineLimit: Bool.random(using: &generator) ? Int.random(in: 0...2, using: &generator) : nil,
                alignment: HorizontalAlignment.allCases.randomElement(using: &generator)!)
            return .text(TextNode(texts.randomElement(using: &generator)!, style: style))
        }
    }

    @Test func oneLineRowsDrawAsTheirChildrenDo() {
        var generator = SplitMix64(seed: 0x5EED_0020)
        var drawnStraight = 0
        for _ in 0..<3_000 {
            let children = Self.randomRow(using: &generator)
            let width = Int.random(in: 1...50, using: &generator)
            let spacing = Int.random(in: -2...3, using: &generator)
            let widths = children.map { _ in Int.random(in: 0...14, using: &generator) }
            let layout = ASCIILayout(style: .ascii)
            let general = layout.renderHorizontalGenerally(
                children, widths: widths, alignment: .center, spacing: spacing, width: width, height: nil)
            let fast = layout.renderHorizontal(
                children, widths: widths, alignment: .center, spacing: spacing, width: width)
            #expect(fast == general, "\(children) at \(widths), spacing \(spacing), width \(width)")
            if layout.renderOneLineRow(children, widths: widths, spacing: spacing, width: width) != nil {
                drawnStraight += 1
            }
        }
        // The shortcut is taken often enough for the comparison to mean something.
        #expect(drawnStraight > 500)
    }

    @Test func shareOfARowAsItsStackDraws() {
        // Through the whole layout, with widths shared out as a list row shares them.
        for width in [1, 5, 12, 20, 40] {
            for (first, second) in [("Item 12", "345"), ("A long label here", "7"), ("x", "")] {
                let row = Node.stack(
                    StackNode(
                        axis: .horizontal,
                        children: [.text(TextNode(first)), .spacer(SpacerNode()), .text(TextNode(second))]))
                let layout = ASCIILayout(style: .unicode)
                guard case .stack(let stack) = row,
                    let widths = layout.allocate(stack.children, spacing: 1, width: width)
                else { continue }
                #expect(
                    layout.renderHorizontal(
                        stack.children, widths: widths, alignment: .center, spacing: 1, width: width)
                        == layout.renderHorizontalGenerally(
                            stack.children, widths: widths, alignment: .center, spacing: 1, width: width, height: nil))
            }
        }
    }

    /// Sections drawn as first written: every part drawn into a canvas of its own and appended, rules between.
    static func referenceSections(_ layout: ASCIILayout, _ sections: [SectionNode], width: Int) -> CellGrid {
        var canvas = CellGrid(width: width)
        var firstSection = true
        for section in sections {
            var parts: [(node: Node, ruleAfter: String?)] = []
            if let header = section.header { parts.append((header, layout.glyphs.headerRule)) }
            for row in section.rows where !ASCIILayout.isEmpty(row) { parts.append((row, layout.glyphs.divider)) }
            if let footer = section.footer { parts.append((footer, nil)) }
            guard !parts.isEmpty else { continue }
            if !firstSection { canvas.addRows(1) }
            firstSection = false
            for (index, part) in parts.enumerated() {
                let partWidth = layout.measure(part.node, proposal: width)
                canvas.append(layout.render(part.node, width: partWidth), column: 0)
                if let glyph = part.ruleAfter, index < parts.count - 1 {
                    canvas.append(layout.rule(glyph, width: width), column: 0)
                }
            }
        }
        return canvas
    }

    @Test func listsOfOneLineRowsDrawAsTheirRowsDo() {
        var generator = SplitMix64(seed: 0x5EED_0022)
        for round in 0..<600 {
            let sections = (0..<Int.random(in: 0...3, using: &generator)).map { _ -> SectionNode in
                let rows = (0..<Int.random(in: 0...4, using: &generator)).map { _ -> Node in
                    switch Int.random(in: 0..<6, using: &generator) {
                    case 0: return .empty
                    case 1: return .text(TextNode(Self.texts.randomElement(using: &generator)!))
                    case 2: return .stack(StackNode(axis: .vertical, children: Self.randomRow(using: &generator)))
                    default:
                        return .stack(
                            StackNode(
                                axis: .horizontal,
                                spacing: [nil, 0, 2, -1].randomElement(using: &generator)!,
                                children: Self.randomRow(using: &generator)))
                    }
                }
                let header: Node? = Bool.random(using: &generator) ? .text(TextNode("Header")) : nil
                let footer: Node? =
                    Bool.random(using: &generator)
                    ? .stack(StackNode(axis: .horizontal, children: Self.randomRow(using: &generator))) : nil
                return SectionNode(header: header, rows: rows, footer: footer)
            }
            let width = Int.random(in: 1...40, using: &generator)
            let style: ASCIIStyle = round % 2 == 0 ? .ascii : .unicode
            #expect(
                ASCIILayout(style: style).renderSections(sections, width: width)
                    == Self.referenceSections(ASCIILayout(style: style), sections, width: width),
                "\(sections) at \(width)")
        }
    }

    @Test func rulesOfOneCharacterAreWhatWritingThemGives() {
        let layout = ASCIILayout(style: .ascii)
        for glyph in ["-", "=", " ", "~", "─", "═", "", "ab", "\u{7F}"] {
            for width in [0, 1, 2, 7, 40] {
                var written = CellGrid(width: width, height: 1)
                written.write(String(repeating: glyph, count: width), row: 0, column: 0)
                #expect(layout.rule(glyph, width: width) == written, "\(glyph.debugDescription) at \(width)")
            }
        }
    }

    @Test func printableLinesDrawAsACanvasOfThemDoes() {
        var generator = SplitMix64(seed: 0x5EED_0021)
        for _ in 0..<2_000 {
            let width = Int.random(in: 1...12, using: &generator)
            let height = Int.random(in: 1...3, using: &generator)
            var straight = CellGrid(width: width, height: height)
            var drawn = straight
            if Bool.random(using: &generator) {
                // A wide glyph already there, which a line drawn over it clears.
                straight.write("中", row: 0, column: Int.random(in: 0..<width, using: &generator))
                drawn = straight
            }
            let text = Array("Hello world".utf8.prefix(Int.random(in: 0...11, using: &generator)))
            let row = Int.random(in: -1...height, using: &generator)
            let column = Int.random(in: -4...width, using: &generator)
            let limit = Int.random(in: 0...width + 2, using: &generator)
            text.withUnsafeBufferPointer { bytes in
                straight.drawPrintable(bytes, row: row, column: column, before: limit)
                // A canvas `limit` wide showing the line at `column`, drawn at the left edge.
                let line = CellGrid(width: bytes.count, printableLine: bytes, column: 0)
                var upToLimit = CellGrid(width: limit, height: 1)
                upToLimit.draw(line, row: 0, column: column)
                drawn.draw(upToLimit, row: row, column: 0)
            }
            #expect(straight == drawn, "\(text) at \(row), \(column) in \(width)×\(height)")
        }
    }
}
