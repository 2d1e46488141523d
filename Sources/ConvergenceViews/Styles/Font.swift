import Foundation

/// A font, by role (`.title`, `.body`…) or by size; text renders keep its name for HTML.
public struct Font: Sendable, Hashable {
    /// A stable name such as `title` or `system-17-semibold`, used as an HTML class.
    public let name: String
    var isBold = false
    var isItalic = false
    var isMonospaced = false

    init(name: String) {
        self.name = name
    }

    public static let largeTitle = Font(name: "large-title")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// A system font of a size in points.
    ///
    /// - Parameters:
    ///   - size: The size in points; it becomes part of the font's name, such as `system-17`.
    ///   - weight: The weight, added to the name; `semibold` and heavier mark the text bold. `nil` adds nothing.
    ///   - design: The design, added to the name; `.monospaced` marks the text monospaced. `nil` adds nothing.
    /// - Returns: The font.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var parts = ["system", Self.number(size)]
        if let weight { parts.append(weight.rawValue) }
        if let design { parts.append(design.rawValue) }
        var font = Font(name: parts.joined(separator: "-"))
        font.isMonospaced = design == .monospaced
        font.isBold = weight.map(\.isBold) ?? false
        return font
    }

    /// A system font for a text style.
    ///
    /// - Parameters:
    ///   - style: The text style's font, such as `.title`, whose name is kept.
    ///   - design: The design; only `.monospaced` changes anything, marking the text monospaced.
    ///   - weight: The weight; `semibold` and heavier mark the text bold.
    /// - Returns: The font.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if design == .monospaced { font.isMonospaced = true }
        if let weight { font = font.weight(weight) }
        return font
    }

    /// A named custom font of a size in points.
    ///
    /// - Parameters:
    ///   - name: The font's name, which becomes part of the HTML class, such as `custom-Avenir-17`.
    ///   - size: The size in points, also part of the class.
    /// - Returns: The font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "custom-\(name)-\(Self.number(size))")
    }

    /// This font with a weight; `semibold` and heavier mark the text bold, lighter weights change nothing.
    ///
    /// - Parameter weight: The weight.
    /// - Returns: The font with the weight applied.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        if weight.isBold { font.isBold = true }
        return font
    }

    /// This font in bold.
    ///
    /// - Returns: The font, marking its text bold.
    public func bold() -> Font {
        var font = self
        font.isBold = true
        return font
    }

    /// This font in italics.
    ///
    /// - Returns: The font, marking its text italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with letters of one width.
    ///
    /// - Returns: The font, marking its text monospaced.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    /// Font weights; `semibold` and heavier show as bold.
    public enum Weight: String, Sendable, Hashable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    public enum Design: String, Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }
}
