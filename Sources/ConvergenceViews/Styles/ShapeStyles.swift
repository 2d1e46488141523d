import ConvergenceTree
import Foundation

/// The current foreground style (`.foreground`), as a fill or stroke uses by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the current foreground style.
    public init() {}
    public var styleName: String { "foreground" }
}

/// The current background style (`.background`).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the current background style.
    public init() {}
    public var styleName: String { "background" }
}

/// The style of separators (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// Creates the separator style.
    public init() {}
    public var styleName: String { "separator" }
}

/// The system's selection colour (`.selection`): named in HTML, no change in text.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// Creates the selection style.
    public init() {}
    public var styleName: String { "selection" }
}

/// A blur behind content (`.ultraThinMaterial`…): named in HTML, no change in text.
public struct Material: ShapeStyle, Hashable {
    public let styleName: String

    public static let ultraThin = Material(styleName: "ultra-thin-material")
    public static let thin = Material(styleName: "thin-material")
    public static let regular = Material(styleName: "regular-material")
    public static let thick = Material(styleName: "thick-material")
    public static let ultraThick = Material(styleName: "ultra-thick-material")
    public static let bar = Material(styleName: "bar-material")
}

/// Any shape style, erased.
public struct AnyShapeStyle: ShapeStyle {
    public let styleName: String

    /// Wraps a shape style, keeping its name.
    ///
    /// - Parameter style: The style to wrap.
    public init<S: ShapeStyle>(_ style: S) {
        styleName = style.styleName
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle {
    /// The style at an opacity, named with the percentage.
    ///
    /// - Parameter opacity: The opacity, from 0 to 1; values outside are clamped.
    /// - Returns: A style named after this one with the percentage added, such as `secondary-50`.
    public func opacity(_ opacity: Double) -> AnyShapeStyle {
        let percent = Int((min(1, max(0, opacity.isFinite ? opacity : 0)) * 100).rounded())
        return AnyShapeStyle(NamedStyle(styleName: styleName + "-\(percent)"))
    }
}

/// A style known only by its name.
struct NamedStyle: ShapeStyle {
    let styleName: String
}
