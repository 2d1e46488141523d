/// A shape: what it is, how it is painted, and (for HTML) its outline as SVG path data.
public struct ShapeNode: Sendable, Equatable {
    /// The built-in shapes by name; `path` is any other `Shape`.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case rectangle
        case roundedRectangle = "rounded-rectangle"
        case circle, ellipse, capsule, path
    }

    public var kind: Kind
    /// The fill or stroke's style name (`red`, `blue-50`…); `nil` for the foreground colour.
    public var style: String?
    /// Whether only the outline is drawn (`.stroke`, `.strokeBorder`).
    public var isStroked: Bool
    /// The part of the outline drawn, from `0...1` (`.trim(from:to:)`), clockwise from the top.
    public var trimFrom: Double
    public var trimTo: Double
    /// The outline in SVG path syntax, in a 100 × 100 box.
    public var svgPath: String

    public init(
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
    public var isWhole: Bool { trimFrom <= 0 && trimTo >= 1 }
}

/// A grid's cells: given row by row (`Grid`, `LazyHGrid`), or flowing into columns sized from the width offered
/// (`LazyVGrid`).
public struct GridNode: Sendable, Equatable {
    /// How wide one column is, in columns of text.
    public enum Track: Sendable, Equatable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share of the room the fixed columns leave, within bounds.
        case flexible(minimum: Int, maximum: Int?)
        /// As many columns of at least `minimum` as fit in the room left.
        case adaptive(minimum: Int, maximum: Int?)
    }

    public enum Cells: Sendable, Equatable {
        /// Explicit rows; columns are as wide as their widest cell.
        case rows([[Node]])
        /// Items filling rows left to right, in columns from these tracks.
        case flow(columns: [Track], items: [Node])
    }

    public var cells: Cells
    /// How many columns each explicit row's cells span (`.gridCellColumns`), row by row; missing entries are 1.
    public var spans: [[Int]]
    public var alignment: HorizontalAlignment
    /// Columns between cells.
    public var horizontalSpacing: Int
    /// Rows between rows.
    public var verticalSpacing: Int
    /// A `Table`: its first row holds the column headers. Text draws it as any grid; HTML as a `<table>`.
    public var isTable: Bool

    public init(
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
    public func span(row: Int, cell: Int) -> Int {
        spans.indices.contains(row) && spans[row].indices.contains(cell) ? spans[row][cell] : 1
    }

    /// Every cell, row by row.
    public var allCells: [Node] {
        switch cells {
        case .rows(let rows): rows.flatMap(\.self)
        case .flow(_, let items): items
        }
    }
}

/// Content with gestures that steps can perform: a tap, a long press, a drag.
public struct GestureNode: Sendable, Equatable {
    public var content: Node
    public var tap: NodeAction?
    /// How many taps the tap gesture asks for (`onTapGesture(count: 2)`); a tap step prefers single taps.
    public var tapCount: Int
    public var longPress: NodeAction?
    public var drag: NodeInput<DragChange>?

    public init(
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
public struct DragChange: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var isEnded: Bool

    public init(width: Double, height: Double, isEnded: Bool) {
        self.width = width
        self.height = height
        self.isEnded = isEnded
    }
}

extension GridNode.Track {
    /// The fewest columns the track takes.
    public var leastColumns: Int {
        switch self {
        case .fixed(let columns): columns
        case .flexible(let minimum, _), .adaptive(let minimum, _): max(1, minimum)
        }
    }
}
