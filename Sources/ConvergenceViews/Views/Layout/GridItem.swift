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

    /// Creates a column (or row) description for a lazy grid.
    ///
    /// - Parameters:
    ///   - size: How wide the column is, in points (8 points make a text column).
    ///   - spacing: The gap after the column, in points (8 points make a text column); `LazyVGrid` reads the first
    ///     item's spacing for every column, and `nil` means 8 points.
    ///   - alignment: Where items sit in the column; accepted and ignored, the grid's alignment is used.
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

    /// Creates a grid that fills rows of the given columns, growing down.
    ///
    /// - Parameters:
    ///   - columns: The columns: how many there are and how wide each is.
    ///   - alignment: How items line up in their columns.
    ///   - spacing: The gap between rows, in points (16 points make a row); `nil` leaves no gap.
    ///   - pinnedViews: Which section views stay pinned while scrolling; accepted and ignored, since nothing scrolls.
    ///   - content: The items, filled in row by row.
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

    /// Creates a grid that fills the given rows column by column, growing sideways.
    ///
    /// - Parameters:
    ///   - rows: The rows; only how many there are changes the text render.
    ///   - alignment: How items line up in their rows; accepted and ignored.
    ///   - spacing: The gap between columns, in points (8 points make a column); `nil` means 8 points.
    ///   - pinnedViews: Which section views stay pinned while scrolling; accepted and ignored, since nothing scrolls.
    ///   - content: The items, filled in column by column.
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
    /// Creates a set of pinned views from its raw bits.
    ///
    /// - Parameter rawValue: The bits: 1 for section headers, 2 for section footers.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
