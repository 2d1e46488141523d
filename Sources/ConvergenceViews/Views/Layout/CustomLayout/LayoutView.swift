import ConvergenceTree
import Foundation

/// Views arranged by a ``Layout``: built-in layouts become stacks and grids, custom ones are run and their
/// placements turned into rows.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    /// The width a custom layout is offered, in points: the default scenario width of 40 columns.
    static var nominalWidth: CGFloat { 40 * CellMetrics.pointsPerColumn }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let children = context.resolve(content, at: "Layout")
        if let builtIn = layout as? any BuiltInLayout { return [builtIn.node(arranging: children)] }
        return [arrangeByRunning(layout, children)]
    }

    private func arrangeByRunning(_ layout: L, _ children: [Node]) -> Node {
        let placements = LayoutPlacements()
        let subviews = LayoutSubviews(
            subviews: children.enumerated().map { index, node in
                LayoutSubview(index: index, size: LayoutEstimate.size(of: node), placements: placements)
            })
        var cache = layout.makeCache(subviews: subviews)
        let proposal = ProposedViewSize(width: Self.nominalWidth, height: nil)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let width = size.width.isFinite ? min(size.width, Self.nominalWidth) : Self.nominalWidth
        let height = size.height.isFinite ? size.height : 0
        layout.placeSubviews(
            in: CGRect(x: 0, y: 0, width: width, height: height), proposal: proposal, subviews: subviews, cache: &cache)
        // Subviews on one line (the same row of cells) sit side by side, lines top to bottom; unplaced ones go last.
        let placed = children.indices.map { index in
            (index, placements.origin(of: index) ?? CGPoint(x: 0, y: CGFloat(Int32.max)))
        }
        let lines = Dictionary(grouping: placed) { CellMetrics.rows(max(0, $0.1.y)) }
        let rows = lines.keys.sorted().map { key -> Node in
            let line = lines[key, default: []].sorted { $0.1.x < $1.1.x }
            var cursor = 0
            let cells = line.map { index, origin -> Node in
                let column = CellMetrics.columns(max(0, origin.x))
                let gap = max(0, column - cursor)
                cursor = column + CellMetrics.columns(subviews[index].size.width)
                return gap > 0 ? .padding(CellInsets(leading: gap), children[index]) : children[index]
            }
            return .stack(StackNode(axis: .horizontal, alignment: .topLeading, spacing: 0, children: cells))
        }
        return .stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: rows))
    }
}

/// A layout the text renders know how to draw directly.
protocol BuiltInLayout: Sendable {
    func node(arranging children: [Node]) -> Node
}

/// Sizes of resolved views in points, from their text: what a custom ``Layout`` measures.
enum LayoutEstimate {
    static func size(of node: Node) -> CGSize {
        let cells = self.cells(node)
        return CGSize(
            width: CGFloat(cells.columns) * CellMetrics.pointsPerColumn,
            height: CGFloat(cells.rows) * CellMetrics.pointsPerRow)
    }

    private static func cells(_ node: Node) -> (columns: Int, rows: Int) {
        switch node {
        case .empty: return (0, 0)
        case .text(let text):
            let lines = text.content.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.map(\.count).max() ?? 0, max(1, lines.count))
        case .stack(let stack):
            let parts = stack.children.map(cells)
            switch stack.axis {
            case .horizontal:
                let spacing = (stack.spacing ?? 1) * max(0, parts.count - 1)
                return (parts.map(\.columns).reduce(0, +) + spacing, parts.map(\.rows).max() ?? 0)
            case .vertical:
                return (parts.map(\.columns).max() ?? 0, parts.map(\.rows).reduce(0, +))
            case .depth:
                return (parts.map(\.columns).max() ?? 0, parts.map(\.rows).max() ?? 0)
            }
        case .padding(let insets, let content):
            let inner = cells(content)
            return (inner.columns + insets.horizontal, inner.rows + insets.vertical)
        case .border(let border):
            let inner = cells(border.content)
            return (inner.columns + 2, inner.rows + 2)
        case .button(let button):
            let inner = cells(button.label)
            return (inner.columns + 4, max(1, inner.rows))
        case .frame(let frame):
            let inner = cells(frame.content)
            return (frame.width ?? inner.columns, max(frame.minHeight ?? 0, inner.rows))
        case .image, .spacer, .divider, .list, .section, .label, .progress, .unavailable, .textField, .toggle, .picker,
            .navigation, .scroll, .accessibility, .task, .tagged, .link, .presentation, .tabView, .row, .tabItem,
            .badge, .refreshable, .splitView, .valueControl, .shape, .grid, .hidden, .prioritized, .gesture,
            .firstFitting, .marked:
            let children = node.children.map(cells)
            if children.isEmpty { return (max(1, node.plainText.count), 1) }
            return (children.map(\.columns).max() ?? 0, children.map(\.rows).reduce(0, +))
        }
    }
}
