import Foundation

// Font variants that change letter shapes only: each keeps the font's name (and its bold, italic or monospaced
// look), so text renders are unchanged.

extension Font {
    /// How wide a font's letters are.
    public struct Width: Sendable, Hashable {
        public let value: CGFloat

        /// Creates a letter width.
        ///
        /// - Parameter value: How much wider (positive) or narrower (negative) than standard; `0` is standard.
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
    ///
    /// - Parameters:
    ///   - name: The font's name.
    ///   - size: The size in points.
    ///   - textStyle: The text style it scales with; accepted and ignored, since text renders do not scale text.
    /// - Returns: The same font as `custom(_:size:)` gives.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A named custom font of a fixed size.
    ///
    /// - Parameters:
    ///   - name: The font's name.
    ///   - fixedSize: The size in points.
    /// - Returns: The same font as `custom(_:size:)` gives.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font with wider or narrower letters; no change in text.
    ///
    /// - Parameter width: The letter width; accepted and ignored.
    /// - Returns: This font, unchanged.
    public func width(_ width: Width) -> Font { self }
    /// This font with tighter or looser line spacing; no change in text.
    ///
    /// - Parameter leading: The line spacing; accepted and ignored.
    /// - Returns: This font, unchanged.
    public func leading(_ leading: Leading) -> Font { self }
    /// This font in small capitals; no change in text.
    ///
    /// - Returns: This font, unchanged.
    public func smallCaps() -> Font { self }
    /// This font with lowercase letters as small capitals; no change in text.
    ///
    /// - Returns: This font, unchanged.
    public func lowercaseSmallCaps() -> Font { self }
    /// This font with uppercase letters as small capitals; no change in text.
    ///
    /// - Returns: This font, unchanged.
    public func uppercaseSmallCaps() -> Font { self }
    /// This font with digits of one width; no change in text.
    ///
    /// - Returns: This font, unchanged.
    public func monospacedDigit() -> Font { self }

    /// The text styles, for fonts that scale with one.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

extension View {
    /// Accepted: font designs change no text.
    ///
    /// - Parameter design: The font design; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// Accepted: letter widths change no text.
    ///
    /// - Parameter width: The letter width; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}
