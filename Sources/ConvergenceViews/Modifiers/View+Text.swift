import ConvergenceTree

extension View {
    /// The font of text inside.
    public func font(_ font: Font?) -> ModifiedView<Self> {
        transformEnvironment { $0.font = font }
    }

    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isBold = isActive }
    }

    /// Italic text inside.
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isItalic = isActive }
    }

    /// Monospaced text inside.
    public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isMonospaced = isActive }
    }

    /// Text weight; `semibold` and heavier show as bold.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.isBold = weight?.isBold ?? false }
    }

    /// The colour of text inside: a class in HTML, nothing in ASCII.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        let name = style.styleName
        return transformEnvironment { $0.inheritedTextStyle.foreground = name }
    }

    /// The colour of text inside (the older spelling of ``foregroundStyle(_:)``).
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        transformEnvironment { $0.inheritedTextStyle.foreground = color?.styleName }
    }

    /// At most `limit` lines of text inside; ASCII renders cut the rest and end the last line with `…`.
    public func lineLimit(_ limit: Int?) -> ModifiedView<Self> {
        transformEnvironment { $0.lineLimit = limit }
    }

    /// At most the range's upper bound of lines (a vertical `TextField` grows up to it); the lines SwiftUI reserves
    /// for the lower bound are not drawn in text.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// No upper limit; the lines SwiftUI reserves for the lower bound are not drawn in text.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedView<Self> {
        lineLimit(nil)
    }

    /// At most `limit` lines; the room SwiftUI reserves for unused lines is not drawn in text.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView<Self> {
        lineLimit(limit)
    }

    /// How the lines of multi-line text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
}
