import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// Remembering widths per node changes no render: random trees over the whole vocabulary render the same with and
/// without the memo, at random widths and styles; and appending a canvas below another draws what adding rows and
/// drawing it does.
@Suite struct LayoutMemoTests {
    static let seeds: [UInt64] = (0..<150).map { PropertyRandom.caseSeed(master: 0x3E30_2026, index: $0) }

    @Test(arguments: seeds)
    func aRenderIsTheSameWithAndWithoutRememberedWidths(seed: UInt64) {
        var generator = PropertyNodeGenerator(seed: seed, budget: 40, maxDepth: 7)
        generator.fuzzesText = seed.isMultiple(of: 2)
        let node = generator.node(depth: 0)
        for _ in 0..<3 {
            let width = generator.random.int(1...120)
            let style = generator.random.pick(ASCIIStyle.allCases)
            let remembering = ASCIILayout(style: style)
            let measuring = ASCIILayout(style: style, remembersWidths: false)
            let offer = measuring.measure(node, proposal: width)
            #expect(remembering.measure(node, proposal: width) == offer, "seed \(seed) width \(width)")
            #expect(
                remembering.render(node, width: offer).lines == measuring.render(node, width: offer).lines,
                "seed \(seed) width \(width)")
        }
    }

    @Test func aSubtreeSharedByTwoParentsIsMeasuredForEachOffer() {
        // The same node (one box) under offers that give different widths.
        let shared = Node.stack(
            StackNode(axis: .horizontal, children: [.text(TextNode("alpha beta gamma")), .text(TextNode("delta"))]))
        let layout = ASCIILayout(style: .ascii)
        #expect(layout.measure(shared, proposal: 40) == 22)
        #expect(layout.measure(shared, proposal: 12) < 22)
        #expect(layout.measure(shared, proposal: 40) == 22)
    }

    @Test(arguments: 0..<60)
    func appendingACanvasBelowDrawsWhatAddingRowsAndDrawingDoes(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0xCA57_A5, index: index))
        let width = random.int(1...12)
        var base = CellGrid(width: width)
        base.addRows(random.int(0...2))
        if base.height > 0 { base.write("ab c", row: 0, column: random.int(0...width - 1)) }
        let childWidth = random.int(0...width + 2)
        var child = CellGrid(width: childWidth, height: random.int(0...3))
        let pieces = ["x", "yz", " q", "中", "é", "👍🏽", "  "]
        for row in 0..<child.height where childWidth > 0 {
            child.write(random.pick(pieces), row: row, column: random.int(0...childWidth - 1))
        }
        let column = random.int(-1...width)
        var appended = base
        appended.append(child, column: column)
        var drawn = base
        let top = drawn.height
        drawn.addRows(child.height)
        drawn.draw(child, row: top, column: column)
        #expect(appended == drawn, "width \(width), child \(childWidth), column \(column)")
    }
}

/// The shortcuts for texts of printable ASCII give what the general path gives.
@Suite struct TextShortcutTests {
    static func randomASCII(_ random: inout PropertyRandom) -> String {
        let pieces = ["a", "bc", "Item", "42", " ", "  ", "$3.50", "-", "x.y", "~", "|", "\t", "\n", "é"]
        return (0..<random.int(0...8)).map { _ in random.pick(pieces) }.joined()
    }

    @Test(arguments: 0..<400)
    func oneLineOfPrintableASCIIWrapsMeasuresAndSplitsAsInGeneral(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0x7E87_11, index: index))
        let content = Self.randomASCII(&random)
        let text = TextNode(content, style: random.int(0...1) == 0 ? TextStyle() : TextStyle(lineLimit: 1))
        let layout = ASCIILayout(style: .ascii)
        for width in 1...20 {
            #expect(
                layout.textLines(text, width: width) == layout.wrap(text, width: width),
                "\(content.debugDescription) at \(width)")
            #expect(
                layout.measureText(text, proposal: width) == layout.measureTextGenerally(text, proposal: width),
                "\(content.debugDescription) at \(width)")
        }
        #expect(layout.widestWord(content) == layout.widestWordByClusters(content), "\(content.debugDescription)")
    }

    @Test(arguments: 0..<300)
    func linesOfPrintableASCIIThatFitDrawAsInGeneral(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0x7E87_12, index: index))
        // Several lines, some ending in spaces, some empty; a few texts hold a tab or a non-ASCII letter.
        let content = (0..<random.int(1...4)).map { _ in Self.randomASCII(&random) }.joined(separator: "\n")
        let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
        let lineLimit = random.pick([nil, 1, 2, 9])
        let text = TextNode(content, style: TextStyle(lineLimit: lineLimit, alignment: alignment))
        let layout = ASCIILayout(style: .ascii)
        for width in 0...40 {
            #expect(
                layout.renderText(text, width: width) == layout.renderTextGenerally(text, width: width),
                "\(content.debugDescription) at \(width)")
        }
    }

    /// Multi-line texts with long runs without spaces (so the eight-bytes-at-a-time scan runs), cut by spaces, line
    /// feeds and the odd byte the shortcuts must refuse.
    static func randomLines(_ random: inout PropertyRandom) -> String {
        let pieces = ["abcdefghij", "Row.........42", "|", " ", "   ", "\n", "~}", "\t", "\u{7F}", "é"]
        return (0..<random.int(0...12)).map { _ in random.pick(pieces) }.joined()
    }

    @Test(arguments: 0..<300)
    func theLinesOfAPrintableTextAreTheWrappedLinesAsRanges(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0x7E87_13, index: index))
        let content = Self.randomLines(&random)
        let lineLimit = random.pick([nil, 0, 1, 2, 5])
        let text = TextNode(content, style: TextStyle(lineLimit: lineLimit))
        let layout = ASCIILayout(style: .ascii)
        let isPrintable = content.utf8.allSatisfy { $0 == 0x0A || (0x20...0x7E).contains($0) }
        for width in 1...50 {
            let general = layout.wrap(text, width: width)
            let ranges = ASCIILayout.plainLines(of: content, width: width, lineLimit: lineLimit)
            let uncut = layout.wrap(TextNode(content), width: width)
            let cut = lineLimit.map { $0 >= 1 && uncut.count > $0 } ?? false
            guard isPrintable, !cut else {
                #expect(ranges == nil, "\(content.debugDescription) at \(width)")
                continue
            }
            let bytes = Array(content.utf8)
            let lines = ranges?.map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(lines == general, "\(content.debugDescription) at \(width)")
        }
    }

    @Test(arguments: 0..<300)
    func linesOfPrintableASCIIThatWrapMeasureAndDrawAsInGeneral(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0x7E87_14, index: index))
        let content = Self.randomLines(&random)
        let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
        let text = TextNode(content, style: TextStyle(lineLimit: random.pick([nil, 1, 3]), alignment: alignment))
        let layout = ASCIILayout(style: .ascii)
        for width in 1...40 {
            let measured = layout.measureText(text, proposal: width)
            #expect(
                measured == layout.measureTextGenerally(text, proposal: width),
                "\(content.debugDescription) at \(width)")
            // Drawn at the measured width, as a render does next, and compared with a layout that remembers nothing.
            #expect(
                layout.renderText(text, width: measured)
                    == ASCIILayout(style: .ascii).renderTextGenerally(text, width: measured),
                "\(content.debugDescription) at \(width)")
            #expect(
                layout.renderText(text, width: width) == layout.renderTextGenerally(text, width: width),
                "\(content.debugDescription) at \(width)")
        }
    }

    @Test func theLastLinesKeptAreOnlyGivenForTheSameTextWidthAndLimit() {
        let layout = ASCIILayout(style: .ascii)
        let long = TextNode("one two three four")
        let other = TextNode("one two three fours")
        let limited = TextNode("one two three four", style: TextStyle(lineLimit: 1))
        #expect(layout.plainLines(long, width: 13) == [0..<13, 14..<18])
        #expect(layout.plainLines(long, width: 8) == [0..<7, 8..<13, 14..<18])
        #expect(layout.plainLines(other, width: 8) == [0..<7, 8..<13, 14..<19])
        #expect(layout.plainLines(limited, width: 8) == nil)
        #expect(layout.plainLines(long, width: 8) == [0..<7, 8..<13, 14..<18])
        #expect(layout.plainLines(long, width: 0) == nil)
    }
}
