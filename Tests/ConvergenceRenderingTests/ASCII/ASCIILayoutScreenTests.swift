import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// A screen's root view laid out in a height: spacers and `maxHeight: .infinity` frames share the rows the content
/// leaves, lists and scroll views take the rest without stretching, bars sit at the bottom, and a tree with nothing
/// that grows renders as it does at its content's size.
@Suite struct ASCIILayoutScreenTests {
    private static func text(_ content: String) -> Node { .text(TextNode(content)) }
    private static let spacer = Node.spacer(SpacerNode())

    private static func column(_ children: [Node], alignment: Alignment = .center) -> Node {
        .stack(StackNode(axis: .vertical, alignment: alignment, spacing: 0, children: children))
    }

    @Test func aSpacerPushesTheLastChildToTheBottomOfTheScreen() {
        let screen = Self.column([Self.text("Title"), Self.spacer, Self.text("Continue")], alignment: .leading)
        #expect(ASCIIRenderer.render(screen, width: 20, screenHeight: 6) == "Title\n\n\n\n\nContinue\n")
        // Sized to fit, the spacer takes no rows.
        #expect(ASCIIRenderer.render(screen, width: 20) == "Title\nContinue\n")
    }

    @Test func spacersAboveAndBelowCentreTheContent() {
        let screen = Self.column([Self.spacer, Self.text("Hi"), Self.spacer])
        #expect(ASCIIRenderer.render(screen, width: 10, screenHeight: 5) == "\n\nHi\n")
        // An odd spare row goes below: the content sits on the middle row or just above it.
        #expect(ASCIIRenderer.render(screen, width: 10, screenHeight: 6) == "\n\nHi\n")
        #expect(ASCIIRenderer.render(screen, width: 10, screenHeight: 7) == "\n\n\nHi\n")
    }

    @Test func aChildThatNeedsMoreThanItsShareTakesItAndTheOthersSplitTheRest() {
        let layout = ASCIILayout(style: .ascii)
        #expect(layout.shareRows(10, among: [0, 1], least: [8, 0]) == [0: 8, 1: 2])
        #expect(layout.shareRows(9, among: [0, 2, 4], least: [0, 5, 0, 5, 0]) == [0: 3, 2: 3, 4: 3])
        #expect(layout.shareRows(4, among: [1, 3], least: [0, 0, 0, 0]) == [1: 2, 3: 2])
        #expect(layout.shareRows(5, among: [1, 3], least: [0, 0, 0, 0]) == [1: 2, 3: 3])
        #expect(layout.shareRows(-3, among: [0], least: [2]) == [0: 2])
    }

    @Test func aFrameWithInfiniteMaxHeightFillsTheScreenAndPlacesItsContent() {
        let framed = Node.frame(
            FrameNode(maxHeight: FrameNode.infinity, alignment: .bottomLeading, content: Self.text("Footer")))
        #expect(ASCIIRenderer.render(framed, width: 10, screenHeight: 4) == "\n\n\nFooter\n")
        #expect(ASCIIRenderer.render(framed, width: 10) == "Footer\n")
        // A fixed height does not grow.
        let fixed = Node.frame(FrameNode(minHeight: 2, maxHeight: 2, alignment: .bottom, content: Self.text("x")))
        #expect(ASCIIRenderer.render(Self.column([fixed, Self.text("y")]), width: 1, screenHeight: 9) == "\nx\ny\n")
    }

    @Test func aSpacerInARowSpreadsItAcrossButNotDown() {
        let row = Node.stack(StackNode(axis: .horizontal, children: [Self.text("a"), Self.spacer, Self.text("b")]))
        let screen = Self.column([row, Self.text("c")], alignment: .leading)
        #expect(ASCIIRenderer.render(screen, width: 5, screenHeight: 8) == "a   b\nc\n")
    }

    @Test func aLayerWithASpacerPutsItsButtonUnderTheCentredContent() {
        let layers = Node.stack(
            StackNode(
                axis: .depth,
                children: [Self.column([Self.spacer, Self.text("Sign in")]), Self.text("Welcome")]))
        #expect(ASCIIRenderer.render(layers, width: 7, screenHeight: 5) == "\n\nWelcome\n\nSign in\n")
    }

    @Test func aScrollViewTakesTheRestWithoutStretchingItsContent() {
        let scrolled = Node.scroll(Self.column([Self.text("a"), Self.spacer, Self.text("b")], alignment: .leading))
        let screen = Self.column([scrolled, Self.text("c")], alignment: .leading)
        #expect(ASCIIRenderer.render(screen, width: 3, screenHeight: 5) == "a\nb\n\n\nc\n")
    }

    @Test func aScrollViewThatScrollsAcrossIsAsTallAsItsRow() {
        let row = Node.stack(StackNode(axis: .horizontal, children: [Self.text("a"), Self.text("b")]))
        let screen = Self.column([.scroll(row), Self.text("c")], alignment: .leading)
        #expect(ASCIIRenderer.render(screen, width: 3, screenHeight: 5) == "a b\nc\n")
    }

    @Test func contentTallerThanTheScreenIsNeverCut() {
        let screen = Self.column([Self.text("1"), Self.text("2"), Self.text("3"), Self.spacer, Self.text("4")])
        #expect(ASCIIRenderer.render(screen, width: 3, screenHeight: 2) == "1\n2\n3\n4\n")
    }

    @Test func paddingAroundGrowingContentTakesItsRowsFromTheScreen() {
        let screen = Node.padding(
            CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1), Self.column([Self.spacer, Self.text("x")]))
        #expect(ASCIIRenderer.render(screen, width: 5, screenHeight: 5) == "\n\n\n x\n")
    }

    @Test func aTabBarSitsAtTheBottomOfTheScreen() {
        let tab = TabItemNode(label: Self.text("Home"), title: "Home", isSelected: true, select: NodeAction {})
        let tabs = Node.tabView(TabViewNode(tabs: [tab], content: Self.text("Feed")))
        let lines = ASCIIRenderer.render(tabs, width: 12, screenHeight: 6).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0] == "Feed")
        #expect(lines[5] == "[ Home ]")
        #expect(ASCIIRenderer.render(tabs, width: 12).split(separator: "\n").count == 3)
    }

    static let seeds: [UInt64] = (0..<80).map { PropertyRandom.caseSeed(master: 0x5C2E_E2, index: $0) }

    @Test(arguments: seeds)
    func aTreeWithNothingThatGrowsRendersAsItDoesSizedToFit(seed: UInt64) {
        var generator = PropertyNodeGenerator(seed: seed, budget: 30, maxDepth: 6)
        let node = generator.node(depth: 0)
        let width = generator.random.int(1...80)
        let fitted = ASCIIRenderer.render(node, width: width)
        let inScreen = ASCIIRenderer.render(node, width: width, screenHeight: 200)
        if ASCIILayout(style: .ascii).growsVertically(node) {
            // What grows only adds rows: the screen is at least as tall as the content.
            #expect(inScreen.split(separator: "\n").count >= fitted.split(separator: "\n").count, "seed \(seed)")
        } else {
            #expect(inScreen == fitted, "seed \(seed)")
        }
    }
}
