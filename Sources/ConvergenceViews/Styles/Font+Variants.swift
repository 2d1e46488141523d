import Foundation

// Font variants that change letter shapes only: each keeps the font's name (and its bold, italic or monospaced
// look), so text renders are unchanged.

extension Font {
    /// How wide a font's letters are.
    public struct Width: Sendable, Hashable {
        public let value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Line spacing of a font.
    public enum Leading: Sendable, Hashable {
        case standard, tight, loose
    }

    /// A named custom font that scales with a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A named custom font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    public func width(_ width: Width) -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func monospacedDigit() -> Font { self }

    /// The text styles, for fonts that scale with one.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

extension View {
    /// Accepted: font designs change no text.
    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// Accepted: letter widths change no text.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}
