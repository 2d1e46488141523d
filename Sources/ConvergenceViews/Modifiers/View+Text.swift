import ConvergenceTree

extension View {
    /// The font of text inside.
    ///
    /// - Parameter font: The font, named as a class in HTML; `nil` goes back to the default.
    /// - Returns: The view, with the font for text inside.
    public func font(_ font: Font?) -> ModifiedView<Self> {
        transformEnvironment { $0.font = font }
    }

    /// Bold text inside.
    ///
    /// - Parameter isActive: Whether to make text bold; `true` by default.
    /// - Returns: The view, with the style for text inside.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isBold = isActive }
    }

    /// Italic text inside.
    ///
    /// - Parameter isActive: Whether to make text italic; `true` by default.
    /// - Returns: The view, with the style for text inside.
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isItalic = isActive }
    }

    /// Monospaced text inside.
    ///
    /// - Parameter isActive: Whether to make text monospaced; `true` by default.
    /// - Returns: The view, with the style for text inside.
    public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isMonospaced = isActive }
    }

    /// Text weight; `semibold` and heavier show as bold.
    ///
    /// - Parameter weight: The weight; `nil` goes back to regular.
    /// - Returns: The view, with the weight for text inside.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isBold = weight?.isBold ?? false }
    }

    /// The colour of text inside: a class in HTML, nothing in ASCII.
    ///
    /// - Parameter style: A colour or style, named as a class in HTML.
    /// - Returns: The view, with the colour for text inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.foreground = style.styleName(in: $0.colorScheme) }
    }

    /// The colour of text inside (the older spelling of ``foregroundStyle(_:)``).
    ///
    /// - Parameter color: A colour, named as a class in HTML; `nil` goes back to the default.
    /// - Returns: The view, with the colour for text inside.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.foreground = color?.styleName(in: $0.colorScheme) }
    }

    /// At most `limit` lines of text inside; ASCII renders cut the rest and end the last line with `…`.
    ///
    /// - Parameter limit: The most lines; `nil` for no limit.
    /// - Returns: The view, with the limit for text inside.
    public func lineLimit(_ limit: Int?) -> ModifiedView<Self> {
        transformEnvironment { $0.lineLimit = limit }
    }

    /// At most the range's upper bound of lines (a vertical `TextField` grows up to it); the lines SwiftUI reserves
    /// for the lower bound are not drawn in text.
    ///
    /// - Parameter limit: The range of lines, such as `2...5`; only its upper bound limits text.
    /// - Returns: The view, with the limit for text inside.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// At most `limit.upperBound` lines.
    ///
    /// - Parameter limit: The range of lines, such as `...3`.
    /// - Returns: The view, with the limit for text inside.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// No upper limit; the lines SwiftUI reserves for the lower bound are not drawn in text.
    ///
    /// - Parameter limit: The least lines, such as `3...`; text gets no limit.
    /// - Returns: The view, with no limit for text inside.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedView<Self> {
        lineLimit(nil)
    }

    /// At most `limit` lines; the room SwiftUI reserves for unused lines is not drawn in text.
    ///
    /// - Parameters:
    ///   - limit: The most lines.
    ///   - reservesSpace: Accepted; unused lines take no room in text.
    /// - Returns: The view, with the limit for text inside.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView<Self> {
        lineLimit(limit)
    }

    /// How the lines of multi-line text line up.
    ///
    /// - Parameter alignment: `.leading`, `.center` or `.trailing`.
    /// - Returns: The view, with the alignment for text inside.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
}
