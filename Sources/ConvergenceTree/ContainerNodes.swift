/// `VStack`, `HStack` and `ZStack`.
public struct StackNode: Sendable, Equatable {
    public var axis: StackAxis
    public var alignment: Alignment
    /// Cells between children (rows for vertical stacks, columns for horizontal ones); `nil` for the default.
    public var spacing: Int?
    public var children: [Node]

    public init(axis: StackAxis, alignment: Alignment = .center, spacing: Int? = nil, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { max(0, $0) }
        self.children = children
    }
}

/// A `Spacer` and the least room it takes: columns in a horizontal stack, rows in a vertical one.
public struct SpacerNode: Sendable, Equatable {
    public var minColumns: Int?
    public var minRows: Int?

    public init(minColumns: Int? = nil, minRows: Int? = nil) {
        self.minColumns = minColumns.map { max(0, $0) }
        self.minRows = minRows.map { max(0, $0) }
    }
}

/// A `List`: one or more sections of rows.
public struct ListNode: Sendable, Equatable {
    public var sections: [SectionNode]

    public init(sections: [SectionNode]) {
        self.sections = sections
    }
}

/// A `Section`: optional header and footer around rows.
public struct SectionNode: Sendable, Equatable {
    public var header: Node?
    public var rows: [Node]
    public var footer: Node?

    public init(header: Node? = nil, rows: [Node], footer: Node? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

/// `.frame`: a fixed, minimum or maximum width in columns, with placement inside it.
public struct FrameNode: Sendable, Equatable {
    public var width: Int?
    public var minWidth: Int?
    /// `nil` for no maximum; ``FrameNode/infinity`` to take all offered width.
    public var maxWidth: Int?
    /// Minimum height in rows; content is never cut to fit it.
    public var minHeight: Int?
    public var alignment: Alignment
    /// `.fixedSize()`: the content keeps its ideal width (text on one line) unless the whole width is less.
    public var isFixedWidth: Bool
    public var content: Node

    /// A maximum width that means "as wide as offered" (`.infinity` in SwiftUI).
    public static let infinity = Int.max

    public init(
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
public struct BorderNode: Sendable, Equatable {
    /// The colour or style name asked for (HTML shows it; ASCII draws every border alike).
    public var style: String?
    public var content: Node

    public init(style: String? = nil, content: Node) {
        self.style = style
        self.content = content
    }
}

/// Accessibility annotations: kept for HTML and for finding controls, invisible in ASCII.
public struct AccessibilityNode: Sendable, Equatable {
    public var identifier: String?
    public var label: String?
    /// `.accessibilityValue`: what the element holds, as assistive technology reads it.
    public var value: String?
    /// `.accessibilityHint`: what using the element does.
    public var hint: String?
    /// `.accessibilityHidden(true)`: assistive technology skips the element.
    public var isHidden: Bool
    public var content: Node

    public init(
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
