import ConvergenceTree
import Foundation

/// Views in rows and columns: each `GridRow` is a row, columns as wide as their widest cell; any other view spans
/// the whole width.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Steps"); Text("8,412") }
///     Divider()
///     GridRow { Text("Distance"); Text("6.1 km") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid of rows and columns.
    ///
    /// - Parameters:
    ///   - alignment: How cells narrower than their column line up; only the horizontal part changes the text render.
    ///   - horizontalSpacing: The gap between columns, in points (8 points make a column); `nil` means 8 points.
    ///   - verticalSpacing: The gap between rows, in points (16 points make a row); `nil` leaves no gap.
    ///   - content: The grid's `GridRow`s and any views that span the whole width.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return [layout.node(arranging: context.resolve(content, at: "Grid"))]
    }
}

/// One row of a ``Grid``; outside a grid, its views side by side.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// Creates one row of a grid.
    ///
    /// - Parameters:
    ///   - alignment: How the row's cells line up vertically; accepted and ignored, the grid's alignment is used.
    ///   - content: The row's cells, one per column.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.grid(GridNode(cells: .rows([context.resolve(content, at: "GridRow")]), alignment: .leading))]
    }
}

/// Sorting a grid's resolved children into rows.
enum GridRows {
    /// `GridRow`s give their cells (with the columns each spans); any other view is a row of its own that spans
    /// every column.
    static func rows(of children: [Node]) -> (rows: [[Node]], spans: [[Int]]) {
        var rows: [[Node]] = []
        var spans: [[Int]] = []
        for child in children {
            if case .grid(let grid) = child, grid.spans.isEmpty, case .rows(let cells) = grid.cells, cells.count == 1 {
                let unwrapped = cells[0].map(spanned)
                rows.append(unwrapped.map(\.node))
                spans.append(unwrapped.map(\.span))
            } else {
                rows.append([child])
                spans.append([1])
            }
        }
        return (rows, spans)
    }

    /// A cell and the columns it spans, from the marker `.gridCellColumns` leaves.
    private static func spanned(_ cell: Node) -> (node: Node, span: Int) {
        if case .grid(let grid) = cell, case .rows(let cells) = grid.cells, cells.count == 1, cells[0].count == 1,
            grid.spans.count == 1, grid.spans[0].count == 1
        {
            return (cells[0][0], grid.spans[0][0])
        }
        return (cell, 1)
    }
}

extension View {
    /// Makes a `Grid` cell span several columns (outside a grid, no change in text).
    ///
    /// - Parameter count: How many columns the cell spans; values below 1 count as 1.
    /// - Returns: This view, marked to span the columns.
    public func gridCellColumns(_ count: Int) -> ModifiedView<Self> {
        modified(.wrap { .grid(GridNode(cells: .rows([[$0]]), spans: [[max(1, count)]], alignment: .leading)) })
    }

    /// Accepted: grid columns use the grid's alignment in text renders.
    ///
    /// - Parameter guide: The column's alignment; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }

    /// Accepted: cells are placed by the grid's alignment in text renders.
    ///
    /// - Parameter anchor: Where the cell's view sits in the cell; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }

    /// Accepted: a cell's size does not change its row or column in text renders.
    ///
    /// - Parameter axes: The directions in which the cell takes no size; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }
}
