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

/// A `List`: one or more sections of rows.
package struct ListNode: Sendable, Equatable {
    package var sections: [SectionNode]

    package init(sections: [SectionNode]) {
        self.sections = sections
    }
}

/// A `Section`: optional header and footer around rows.
package struct SectionNode: Sendable, Equatable {
    package var header: Node?
    package var rows: [Node]
    package var footer: Node?

    package init(header: Node? = nil, rows: [Node], footer: Node? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

/// `.frame`: a fixed, minimum or maximum width in columns, with placement inside it.
package struct FrameNode: Sendable, Equatable {
    package var width: Int?
    package var minWidth: Int?
    /// `nil` for no maximum; ``FrameNode/infinity`` to take all offered width.
    package var maxWidth: Int?
    /// Minimum height in rows; content is never cut to fit it.
    package var minHeight: Int?
    package var alignment: Alignment
    /// `.fixedSize()`: the content keeps its ideal width (text on one line) unless the whole width is less.
    package var isFixedWidth: Bool
    package var content: Node

    /// A maximum width that means "as wide as offered" (`.infinity` in SwiftUI).
    package static let infinity = Int.max

    package init(
        width: Int? = nil,
        minWidth: Int? = nil,
        maxWidth: Int? = nil,
        minHeight: Int? = nil,
        alignment: Alignment = .center,
        isFixedWidth: Bool = false,
        content: Node
    ) {
        self.isFixedWidth = isFixedWidth
        self.width = width.map { max(0, $0) }
        self.minWidth = minWidth.map { max(0, $0) }
        self.maxWidth = maxWidth.map { max(0, $0) }
        self.minHeight = minHeight.map { max(0, $0) }
        self.alignment = alignment
        self.content = content
    }
}

/// `.border`: a one-cell box around content, drawn by the renderer's box style.
package struct BorderNode: Sendable, Equatable {
    /// The colour or style name asked for (HTML shows it; ASCII draws every border alike).
    package var style: String?
    package var content: Node

    package init(style: String? = nil, content: Node) {
        self.style = style
        self.content = content
    }
}

/// Accessibility annotations: kept for HTML and for finding controls, invisible in ASCII.
package struct AccessibilityNode: Sendable, Equatable {
    package var identifier: String?
    package var label: String?
    /// `.accessibilityValue`: what the element holds, as assistive technology reads it.
    package var value: String?
    /// `.accessibilityHint`: what using the element does.
    package var hint: String?
    /// `.accessibilityHidden(true)`: assistive technology skips the element.
    package var isHidden: Bool
    package var content: Node

    package init(
        identifier: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
        isHidden: Bool = false, content: Node
    ) {
        self.identifier = identifier
        self.label = label
        self.value = value
        self.hint = hint
        self.isHidden = isHidden
        self.content = content
    }
}
