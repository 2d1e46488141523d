import ConvergenceTree
import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): fixed, flexible, or as many as fit (adaptive).
public struct GridItem: Sendable {
    /// How wide the column is, in points.
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The track in text columns.
    var track: GridNode.Track {
        func maximum(_ points: CGFloat) -> Int? { points.isFinite ? max(1, CellMetrics.columns(points)) : nil }
        switch size {
        case .fixed(let width): return .fixed(max(1, CellMetrics.columns(width)))
        case .flexible(let minimum, let most):
            return .flexible(minimum: max(1, CellMetrics.columns(minimum)), maximum: maximum(most))
        case .adaptive(let minimum, let most):
            return .adaptive(minimum: max(1, CellMetrics.columns(minimum)), maximum: maximum(most))
        }
    }
}

/// A grid that grows down: items fill rows of columns sized from ``GridItem``s and the width offered.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 64))]) {
///     ForEach(emoji, id: \.self) { Text($0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let items = context.resolve(content, at: "LazyVGrid")
        let grid = { (items: [Node]) -> Node in
            .grid(
                GridNode(
                    cells: .flow(columns: columns.map(\.track), items: items), alignment: alignment,
                    horizontalSpacing: CellMetrics.columns(columns.first?.spacing ?? 8),
                    verticalSpacing: CellMetrics.rows(spacing ?? 0)))
        }
        guard items.contains(where: { if case .section = $0 { true } else { false } }) else { return [grid(items)] }
        // Sections: each header and footer spans the grid, and the section's own items flow in its columns.
        var nodes: [Node] = []
        var loose: [Node] = []
        for item in items {
            guard case .section(let section) = item else {
                loose.append(item)
                continue
            }
            if !loose.isEmpty { nodes.append(grid(loose)) }
            loose = []
            let parts = [section.header, grid(section.rows), section.footer].compactMap(\.self)
            nodes.append(.stack(StackNode(axis: .vertical, alignment: .topLeading, spacing: 0, children: parts)))
        }
        if !loose.isEmpty { nodes.append(grid(loose)) }
        return [
            .stack(
                StackNode(
                    axis: .vertical, alignment: .topLeading, spacing: CellMetrics.rows(spacing ?? 0), children: nodes))
        ]
    }
}

/// A grid that grows sideways: items fill the rows (one per ``GridItem``) column by column.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let items = context.resolve(content, at: "LazyHGrid")
        let count = max(1, rows.count)
        let cellRows = (0..<count).map { row in stride(from: row, to: items.count, by: count).map { items[$0] } }
        let grid = GridNode(
            cells: .rows(cellRows.filter { !$0.isEmpty }), alignment: .leading,
            horizontalSpacing: CellMetrics.columns(spacing ?? 8), verticalSpacing: 0)
        return [.grid(grid)]
    }
}

/// Which section views stay pinned while a lazy stack scrolls; snapshots show everything, so none move.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
