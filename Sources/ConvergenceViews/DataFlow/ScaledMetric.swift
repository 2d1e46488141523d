/// A number that grows and shrinks with the text size, as SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// @ScaledMetric private var iconSize = 24.0
/// @ScaledMetric(relativeTo: .caption) private var badgeInset = 4.0
/// ```
///
/// At the default text size (`.large`) the value is the one written; at another `\.dynamicTypeSize` it is scaled by
/// as much as iOS scales the text style's font between the two sizes (by default the body style's): at
/// `.accessibility5`, a body-relative 17 becomes 53.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let style: Font.TextStyle
    private let size = Environment(\.dynamicTypeSize)

    /// A value that scales like body text.
    ///
    /// - Parameter wrappedValue: The value at the default text size.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value that scales like the given text style.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value at the default text size.
    ///   - textStyle: The text style whose font it scales with.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        style = textStyle
    }

    /// The value at the text size of the view that holds it.
    @MainActor public var wrappedValue: Value {
        base * Value(Self.scale(of: style, at: size.wrappedValue))
    }

    /// How much larger `style`'s font is at `size` than at `.large`.
    static func scale(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        let points = pointSizes(of: style)
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        return Double(points[index]) / Double(points[3])
    }

    /// The font's size in points at each text size, from `.xSmall` to `.accessibility5`, as iOS sets them.
    private static func pointSizes(of style: Font.TextStyle) -> [UInt8] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
