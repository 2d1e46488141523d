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

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        [.grid(GridNode(cells: .rows([context.resolve(content, at: "GridRow")]), alignment: .leading))]
    }
}

/// Sorting a grid's resolved children into rows.
enum GridRows {
    /// `GridRow`s give their cells; any other view is a row of its own that spans every column.
    static func rows(of children: [Node]) -> [[Node]] {
        children.map { child in
            if case .grid(let grid) = child, case .rows(let rows) = grid.cells, rows.count == 1 { return rows[0] }
            return [child]
        }
    }
}

extension View {
    /// Accepted: a cell spanning several columns takes one column in text renders.
    public func gridCellColumns(_ count: Int) -> Self { self }

    /// Accepted: grid columns use the grid's alignment in text renders.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }

    /// Accepted: cells are placed by the grid's alignment in text renders.
    public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }

    /// Accepted: a cell's size does not change its row or column in text renders.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }
}
