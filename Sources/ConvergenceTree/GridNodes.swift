/// A grid's cells: given row by row (`Grid`, `LazyHGrid`), or flowing into columns sized from the width offered
/// (`LazyVGrid`).
package struct GridNode: Sendable, Equatable {
    /// How wide one column is, in columns of text.
    package enum Track: Sendable, Equatable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of the room the fixed columns leave, within bounds.
        case flexible(minimum: Int, maximum: Int?)
        /// As many columns of at least `minimum` as fit in the room left.
        case adaptive(minimum: Int, maximum: Int?)
    }

    package enum Cells: Sendable, Equatable {
        /// Explicit rows; columns are as wide as their widest cell.
        case rows([[Node]])
        /// Items filling rows left to right, in columns from these tracks.
        case flow(columns: [Track], items: [Node])
    }

    package var cells: Cells
    /// How many columns each explicit row's cells span (`.gridCellColumns`), row by row; missing entries are 1.
    package var spans: [[Int]]
    package var alignment: HorizontalAlignment
    /// Columns between cells.
    package var horizontalSpacing: Int
    /// Rows between rows.
    package var verticalSpacing: Int
    /// A `Table`: its first row holds the column headers. Text draws it as any grid; HTML as a `<table>`.
    package var isTable: Bool

    package init(
        cells: Cells, spans: [[Int]] = [], alignment: HorizontalAlignment = .center, horizontalSpacing: Int = 1,
        verticalSpacing: Int = 0, isTable: Bool = false
    ) {
        self.isTable = isTable
        self.cells = cells
        self.spans = spans.map { $0.map { max(1, $0) } }
        self.alignment = alignment
        self.horizontalSpacing = max(0, horizontalSpacing)
        self.verticalSpacing = max(0, verticalSpacing)
    }

    /// The columns a cell of an explicit row spans.
    package func span(row: Int, cell: Int) -> Int {
        spans.indices.contains(row) && spans[row].indices.contains(cell) ? spans[row][cell] : 1
    }

    /// Every cell, row by row.
    package var allCells: [Node] {
        switch cells {
        case .rows(let rows): rows.flatMap(\.self)
        case .flow(_, let items): items
        }
    }
}

extension GridNode.Track {
    /// The fewest columns the track takes.
    package var leastColumns: Int {
        switch self {
        case .fixed(let columns): columns
        case .flexible(let minimum, _), .adaptive(let minimum, _): max(1, minimum)
        }
    }
}
