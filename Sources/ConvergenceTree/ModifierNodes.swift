/// `.frame`: a fixed, minimum or maximum width in columns, with placement inside it.
package struct FrameNode: Sendable, Equatable {
    package var width: Int?
    package var minWidth: Int?
    /// `nil` for no maximum; ``FrameNode/infinity`` to take all offered width.
    package var maxWidth: Int?
    /// Minimum height in rows; content is never cut to fit it.
    package var minHeight: Int?
    /// Most height in rows: ``FrameNode/infinity`` fills the height a screen offers; `nil` or a number keeps the
    /// content's height.
    package var maxHeight: Int?
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
        maxHeight: Int? = nil,
        alignment: Alignment = .center,
        isFixedWidth: Bool = false,
        content: Node
    ) {
        self.isFixedWidth = isFixedWidth
        self.width = width.map { max(0, $0) }
        self.minWidth = minWidth.map { max(0, $0) }
        self.maxWidth = maxWidth.map { max(0, $0) }
        self.minHeight = minHeight.map { max(0, $0) }
        self.maxHeight = maxHeight.map { max(0, $0) }
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
