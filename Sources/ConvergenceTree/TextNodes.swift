/// User text and the style it inherited from the environment.
package struct TextNode: Sendable, Equatable {
    /// The text exactly as the user wrote it; renderers sanitise it for their medium.
    package var content: String
    package var style: TextStyle
    /// Differently styled runs (Markdown, concatenated texts) whose texts join to `content`; empty when the whole
    /// text is one plain run.
    package var runs: [TextRun]

    package init(_ content: String, style: TextStyle = TextStyle(), runs: [TextRun] = []) {
        self.content = content
        self.style = style
        self.runs = runs
    }
}

/// A stretch of text with its own emphasis: ASCII draws only its characters, HTML marks it up.
package struct TextRun: Sendable, Equatable {
    package var text: String
    package var isBold: Bool
    package var isItalic: Bool
    /// Inline code (`` `code` `` in Markdown).
    package var isCode: Bool
    package var isStrikethrough: Bool
    package var isUnderlined: Bool
    /// The destination of a Markdown link.
    package var link: String?

    package init(
        _ text: String, isBold: Bool = false, isItalic: Bool = false, isCode: Bool = false,
        isStrikethrough: Bool = false, isUnderlined: Bool = false, link: String? = nil
    ) {
        self.text = text
        self.isBold = isBold
        self.isItalic = isItalic
        self.isCode = isCode
        self.isStrikethrough = isStrikethrough
        self.isUnderlined = isUnderlined
        self.link = link
    }

    /// Whether the run is drawn as plain text.
    package var isPlain: Bool {
        !isBold && !isItalic && !isCode && !isStrikethrough && !isUnderlined && link == nil
    }
}

/// How text looks. In ASCII only `lineLimit` and `alignment` change the output; HTML shows all of it.
package struct TextStyle: Sendable, Equatable {
    package var isBold: Bool
    package var isItalic: Bool
    package var isMonospaced: Bool
    /// A font name such as `title` or `body`, or a description such as `system-17`.
    package var font: String?
    /// A colour or hierarchical style name such as `red` or `secondary`.
    package var foreground: String?
    /// The most lines to show; more are cut and the last shown line ends in `…`.
    package var lineLimit: Int?
    package var alignment: HorizontalAlignment
    /// How much wider than at the standard text size each character is (the Dynamic Type size's body point size over
    /// 17): a line of the text holds that many times fewer characters. 1 at the standard size.
    package var sizeScale: Double = 1

    package init(
        isBold: Bool = false,
        isItalic: Bool = false,
        isMonospaced: Bool = false,
        font: String? = nil,
        foreground: String? = nil,
        lineLimit: Int? = nil,
        alignment: HorizontalAlignment = .leading
    ) {
        self.isBold = isBold
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.font = font
        self.foreground = foreground
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}

/// A symbol by its SF Symbols name; renderers look up a glyph for it.
package struct ImageNode: Sendable, Equatable {
    package var systemName: String
    package var style: TextStyle
    /// `.flipsForRightToLeftLayoutDirection(true)`: the image turns around where the layout runs right to left.
    package var flipsForRightToLeft: Bool

    package init(systemName: String, style: TextStyle = TextStyle(), flipsForRightToLeft: Bool = false) {
        self.systemName = systemName
        self.style = style
        self.flipsForRightToLeft = flipsForRightToLeft
    }
}

/// A `Label`: icon and title side by side.
package struct LabelNode: Sendable, Equatable {
    package var title: Node
    package var icon: Node

    package init(title: Node, icon: Node) {
        self.title = title
        self.icon = icon
    }
}
