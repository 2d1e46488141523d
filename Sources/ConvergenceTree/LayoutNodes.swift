/// A shape: what it is, how it is painted, and (for HTML) its outline as SVG path data.
package struct ShapeNode: Sendable, Equatable {
    /// The built-in shapes by name; `path` is any other `Shape`.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case rectangle
        case roundedRectangle = "rounded-rectangle"
        case circle, ellipse, capsule, path
    }

    package var kind: Kind
    /// The fill or stroke's style name (`red`, `blue-50`…); `nil` for the foreground colour.
    package var style: String?
    /// Whether only the outline is drawn (`.stroke`, `.strokeBorder`).
    package var isStroked: Bool
    /// The part of the outline drawn, from `0...1` (`.trim(from:to:)`), clockwise from the top.
    package var trimFrom: Double
    package var trimTo: Double
    /// The outline in SVG path syntax, in a 100 × 100 box.
    package var svgPath: String

    package init(
        kind: Kind, style: String? = nil, isStroked: Bool = false, trimFrom: Double = 0, trimTo: Double = 1,
        svgPath: String = ""
    ) {
        self.kind = kind
        self.style = style
        self.isStroked = isStroked
        self.trimFrom = min(1, max(0, trimFrom.isFinite ? trimFrom : 0))
        self.trimTo = min(1, max(self.trimFrom, trimTo.isFinite ? trimTo : 1))
        self.svgPath = svgPath
    }

    /// Whether the whole outline is drawn.
    package var isWhole: Bool { trimFrom <= 0 && trimTo >= 1 }
}

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

/// Content with gestures that steps can perform: a tap, a long press, a drag.
package struct GestureNode: Sendable, Equatable {
    package var content: Node
    package var tap: NodeAction?
    /// How many taps the tap gesture asks for (`onTapGesture(count: 2)`); a tap step prefers single taps.
    package var tapCount: Int
    package var longPress: NodeAction?
    package var drag: NodeInput<DragChange>?

    package init(
        content: Node, tap: NodeAction? = nil, tapCount: Int = 1, longPress: NodeAction? = nil,
        drag: NodeInput<DragChange>? = nil
    ) {
        self.content = content
        self.tap = tap
        self.tapCount = tapCount
        self.longPress = longPress
        self.drag = drag
    }
}

/// One moment of a drag step: the translation so far, in points, and whether the finger has lifted.
package struct DragChange: Sendable, Equatable {
    package var width: Double
    package var height: Double
    package var isEnded: Bool

    package init(width: Double, height: Double, isEnded: Bool) {
        self.width = width
        self.height = height
        self.isEnded = isEnded
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
