import ConvergenceTree
import Foundation

/// Something text and borders can be painted with: a colour or a hierarchical level.
public protocol ShapeStyle: Sendable {
    /// A stable name, such as `red` or `secondary`, that HTML renders as a class.
    var styleName: String { get }
}

extension ShapeStyle {
    /// The name in a colour scheme: an asset colour's dark appearance in the dark scheme, ``styleName`` otherwise.
    func styleName(in scheme: ColorScheme) -> String {
        if scheme == .dark, let dark = (self as? Color)?.darkStyleName { return dark }
        return styleName
    }
}

/// A colour by name; also a view, which fills nothing in text renders.
public struct Color: ShapeStyle, Hashable, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String
    /// The name in the dark colour scheme, for an asset colour with a dark appearance; nil where it is the same.
    nonisolated var darkStyleName: String?

    /// A colour by name, or from an asset catalog (`Color("BrandBlue")`).
    ///
    /// When an asset catalog beside the running program (`Bundle.main`: where Xcode puts an app's resources, and where
    /// `convergence-adopt`'s preview test copies them) has a colour set of that name with a value, HTML names the
    /// value as `Color(red:green:blue:)` does (`rgb-1e90ff`); otherwise it names the colour by `name`.
    ///
    /// - Parameter name: The name, which HTML uses as a class; text renders show no colour.
    public nonisolated init(_ name: String) {
        self = AssetCatalogColors.color(named: name) ?? Color(styleName: name)
    }

    /// A colour by the name HTML gives it, never looked up in an asset catalog: the system colours' own names.
    nonisolated init(styleName: String) {
        self.styleName = styleName
    }

    /// A colour from components in `0...1`, named by its hex value (`rgb-ff8000`, with `-80` for 50% opacity).
    ///
    /// - Parameters:
    ///   - colorSpace: The colour space; accepted and ignored, every space is named alike.
    ///   - red: The red component, from 0 to 1; values outside are clamped.
    ///   - green: The green component, from 0 to 1; values outside are clamped.
    ///   - blue: The blue component, from 0 to 1; values outside are clamped.
    ///   - opacity: The opacity, from 0 to 1; below 1 it is added to the name.
    public nonisolated init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded())
            let hex = String(clamped, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        var name = "rgb-" + byte(red) + byte(green) + byte(blue)
        if opacity < 1 { name += "-" + byte(opacity) }
        styleName = name
    }

    /// A grey from black (`0`) to white (`1`).
    ///
    /// - Parameters:
    ///   - colorSpace: The colour space; accepted and ignored, every space is named alike.
    ///   - white: How light the grey is, from 0 (black) to 1 (white).
    ///   - opacity: The opacity, from 0 to 1; below 1 it is added to the name.
    public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in `0...1`, named by its RGB hex value.
    ///
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1; only the fractional part is used.
    ///   - saturation: The saturation, from 0 to 1.
    ///   - brightness: The brightness, from 0 to 1.
    ///   - opacity: The opacity, from 0 to 1; below 1 it is added to the name.
    public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue.isFinite ? hue : 0) - (hue.isFinite ? hue : 0).rounded(.down)
        let sector = hue * 6
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let base = brightness - chroma
        self.init(red: red + base, green: green + base, blue: blue + base, opacity: opacity)
    }

    /// A colour from an asset catalog, by name (`Color("BrandBlue", bundle: .main)`), as `Color("BrandBlue")` finds it.
    ///
    /// - Parameters:
    ///   - name: The colour's name in the asset catalog.
    ///   - bundle: The bundle holding the catalog; accepted and ignored.
    public nonisolated init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// The RGB colour spaces; text renders name every colour by its components alike.
    public enum RGBColorSpace: Sendable, Hashable {
        case sRGB, sRGBLinear, displayP3
    }

    public nonisolated static let primary = Color(styleName: "primary")
    public nonisolated static let secondary = Color(styleName: "secondary")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // SwiftUI's name, kept so existing code compiles.
    public nonisolated static let accentColor = Color(styleName: "accent")

    /// The same colour at an opacity in `0...1`, named with the percentage.
    ///
    /// - Parameter opacity: The opacity, from 0 to 1; values outside are clamped.
    /// - Returns: The colour, its name ending in the percentage, such as `red-50`.
    public nonisolated func opacity(_ opacity: Double) -> Color {
        let percent = Int((min(1, max(0, opacity.isFinite ? opacity : 0)) * 100).rounded())
        return Color(styleName: styleName + "-\(percent)")
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(styleName: "red") }
    public static var orange: Color { Color(styleName: "orange") }
    public static var yellow: Color { Color(styleName: "yellow") }
    public static var green: Color { Color(styleName: "green") }
    public static var mint: Color { Color(styleName: "mint") }
    public static var teal: Color { Color(styleName: "teal") }
    public static var cyan: Color { Color(styleName: "cyan") }
    public static var blue: Color { Color(styleName: "blue") }
    public static var indigo: Color { Color(styleName: "indigo") }
    public static var purple: Color { Color(styleName: "purple") }
    public static var pink: Color { Color(styleName: "pink") }
    public static var brown: Color { Color(styleName: "brown") }
    public static var white: Color { Color(styleName: "white") }
    public static var gray: Color { Color(styleName: "gray") }
    public static var black: Color { Color(styleName: "black") }
    public static var clear: Color { Color(styleName: "clear") }
}

/// The levels of emphasis text can have relative to its surroundings.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    public let styleName: String
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(styleName: "primary") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(styleName: "secondary") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(styleName: "tertiary") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(styleName: "quaternary") }
}

/// The tint of the current context.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public var styleName: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
