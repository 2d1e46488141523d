import ConvergenceTree
import Foundation

/// Colours along a line, for gradients: named in HTML by their colours.
public struct Gradient: Sendable, Hashable {
    /// One colour at a location in `0...1`.
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    var name: String { stops.map(\.color.styleName).joined(separator: "-") }
}

/// A gradient with its colours but no geometry yet (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    public var styleName: String { "gradient-" + gradient.name }
}

extension Color {
    /// A gentle gradient from this colour, as SwiftUI's `.gradient`.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

/// A gradient along a line; a shape style and a view (which draws nothing in text).
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        styleName = "linear-gradient-" + gradient.name
    }

    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient in circles from a centre; a shape style and a view (which draws nothing in text).
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        styleName = "radial-gradient-" + gradient.name
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient around a centre; a shape style and a view (which draws nothing in text).
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        styleName = "angular-gradient-" + gradient.name
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient in ellipses filling the shape; a shape style and a view (which draws nothing in text).
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    public nonisolated init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        styleName = "elliptical-gradient-" + gradient.name
    }

    public nonisolated init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
