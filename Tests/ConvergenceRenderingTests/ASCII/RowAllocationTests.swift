import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// Sharing a row's width among its children: the allocation that works in one scratch buffer gives what the plain
/// statement of the rule below gives, on random rows of texts, spacers, dividers, prioritized and fixed-size children.
@Suite struct RowAllocationTests {
    /// The rule as first written, one array per step: kept here as the reference the allocation is checked against.
    static func referenceAllocate(_ layout: ASCIILayout, _ children: [Node], spacing: Int, width: Int) -> [Int]? {
        guard !children.isEmpty else { return [] }
        let available = width - spacing * (children.count - 1)
        var fixedWidths: [Int: Int] = [:]
        let minimums = children.enumerated().map { index, child -> Int in
            switch child {
            case .spacer(let spacer): return spacer.minColumns ?? 0
            case .divider: return 1
            case .frame(let frame) where frame.isFixedWidth:
                let ideal = layout.measure(frame.content, proposal: ASCIILayout.idealWidthCap)
                guard ideal < ASCIILayout.idealWidthCap else { return max(1, layout.preferredWidth(frame.content)) }
                fixedWidths[index] = max(1, ideal)
                return max(1, ideal)
            default:
                return max(1, layout.preferredWidth(child))
            }
        }
        guard available >= minimums.reduce(0, +) else { return nil }
        var widths = Array(repeating: 0, count: children.count)
        let spacers = children.indices.filter { if case .spacer = children[$0] { true } else { false } }
        let others = children.indices.filter { !spacers.contains($0) }
        let flexibility = others.map { index -> (index: Int, range: Int) in
            if children[index] == .divider || fixedWidths[index] != nil { return (index, 0) }
            return (index, layout.measure(children[index], proposal: available) - minimums[index])
        }
        let priorities = children.map { child -> Double in
            if case .prioritized(let priority, _) = child { return priority }
            return 0
        }
        let order = flexibility.sorted { lhs, rhs in
            if priorities[lhs.index] != priorities[rhs.index] { return priorities[lhs.index] > priorities[rhs.index] }
            return lhs.range == rhs.range ? lhs.index < rhs.index : lhs.range < rhs.range
        }
        .map(\.index)
        var remaining = available - spacers.map { minimums[$0] }.reduce(0, +)
        var pendingMinimum = others.map { minimums[$0] }.reduce(0, +)
        for (position, index) in order.enumerated() {
            pendingMinimum -= minimums[index]
            let laterPriority = order[(position + 1)...].map { priorities[$0] }.max() ?? priorities[index]
            let share =
                priorities[index] > laterPriority ? remaining - pendingMinimum : remaining / (order.count - position)
            let offer = max(minimums[index], min(remaining - pendingMinimum, max(share, minimums[index])))
            let taken =
                children[index] == .divider
                ? 1
                : fixedWidths[index] ?? max(minimums[index], layout.measure(children[index], proposal: offer))
            widths[index] = taken
            remaining -= taken
        }
        if !spacers.isEmpty {
            let extra = max(0, remaining)
            for (position, index) in spacers.enumerated() {
                widths[index] = minimums[index] + extra / spacers.count + (position < extra % spacers.count ? 1 : 0)
            }
        }
        return widths
    }

    static func randomChild(_ random: inout PropertyRandom) -> Node {
        let words = [
            "Item", "42", "a b c", "Notifications", "x", "long words here", "é", "日本", "", "trailing  ", "two\nlines",
        ]
        let text = Node.text(TextNode((0..<random.int(1...3)).map { _ in random.pick(words) }.joined(separator: " ")))
        switch random.int(0...6) {
        case 0: return .spacer(SpacerNode(minColumns: random.pick([nil, 0, 2, 5])))
        case 1: return .divider
        case 2: return .prioritized(Double(random.int(-1...2)), text)
        case 3: return .frame(FrameNode(isFixedWidth: true, content: random.chance(30) ? .divider : text))
        case 4:
            return .stack(
                StackNode(axis: .horizontal, spacing: 1, children: [text, .spacer(SpacerNode()), randomText(&random)]))
        default: return text
        }
    }

    static func randomText(_ random: inout PropertyRandom) -> Node {
        .text(TextNode(random.pick(["7", "118", "Refresh", "a  b", "   "])))
    }

    @Test(arguments: 0..<300)
    func sharingInOneBufferGivesWhatTheRuleGives(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0xA110_C8, index: index))
        let children = (0..<random.int(0...7)).map { _ in Self.randomChild(&random) }
        let spacing = random.int(0...2)
        for width in [1, 5, 12, 20, 40, 80] {
            let expected = Self.referenceAllocate(
                ASCIILayout(style: .ascii), children, spacing: spacing, width: width)
            let actual = ASCIILayout(style: .ascii).allocate(children, spacing: spacing, width: width)
            #expect(actual == expected, "\(children) at \(width), spacing \(spacing)")
        }
    }

    @Test(arguments: 0..<200)
    func oneLinePrintableTextsHaveTheMinimumWidthTheirSanitizedLinesGive(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0xA110_C9, index: index))
        let content = (0..<random.int(0...6)).map { _ in random.pick(["a", " ", "Item", "~", "42", "  "]) }.joined()
        let expected =
            TerminalSanitizer.lines(of: content).map { $0.isEmpty ? 0 : 1 }.max() ?? 0
        #expect(
            ASCIILayout(style: .ascii).minimumWidth(.text(TextNode(content))) == expected, "\(content.debugDescription)"
        )
    }
}
