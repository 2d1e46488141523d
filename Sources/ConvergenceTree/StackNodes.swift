/// `VStack`, `HStack` and `ZStack`.
package struct StackNode: Sendable, Equatable {
    package var axis: StackAxis
    package var alignment: Alignment
    /// Cells between children (rows for vertical stacks, columns for horizontal ones); `nil` for the default.
    package var spacing: Int?
    package var children: [Node]

    package init(axis: StackAxis, alignment: Alignment = .center, spacing: Int? = nil, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { max(0, $0) }
        self.children = children
    }
}

/// A `Spacer` and the least room it takes: columns in a horizontal stack, rows in a vertical one.
package struct SpacerNode: Sendable, Equatable {
    package var minColumns: Int?
    package var minRows: Int?

    package init(minColumns: Int? = nil, minRows: Int? = nil) {
        self.minColumns = minColumns.map { max(0, $0) }
        self.minRows = minRows.map { max(0, $0) }
    }
}

extension Node {
    /// Whether the node is a horizontal stack, inside wrappers that do not change its layout: what a scroll view that
    /// scrolls only across holds.
    package var isRow: Bool {
        switch self {
        case .stack(let stack): stack.axis == .horizontal
        case .task(_, let content), .tagged(_, let content), .prioritized(_, let content): content.isRow
        case .accessibility(let accessibility): accessibility.content.isRow
        case .gesture(let gesture): gesture.content.isRow
        default: false
        }
    }
}
