import ConvergenceTree
import Foundation

/// Colours along a line, for gradients: named in HTML by their colours.
public struct Gradient: Sendable, Hashable {
    /// One colour at a location in `0...1`.
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: CGFloat

        /// Creates a colour stop.
        ///
        /// - Parameters:
        ///   - color: The colour; it names the gradient in HTML.
        ///   - location: Where the colour falls along the gradient, from 0 to 1.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// Creates a gradient from colour stops.
    ///
    /// - Parameter stops: The colours and where each falls, in order.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colours spread evenly from 0 to 1.
    ///
    /// - Parameter colors: The colours, in order.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    var name: String { stops.map(\.color.styleName).joined(separator: "-") }
}

/// A gradient with its colours but no geometry yet (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// Creates a gradient with no geometry yet.
    ///
    /// - Parameter gradient: The colours, which name the style in HTML.
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

    /// Creates a linear gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - startPoint: Where the gradient starts; ignored, since it only changes looks.
    ///   - endPoint: Where the gradient ends; ignored, since it only changes looks.
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        styleName = "linear-gradient-" + gradient.name
    }

    /// Creates a linear gradient from colours.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - startPoint: Where the gradient starts; ignored, since it only changes looks.
    ///   - endPoint: Where the gradient ends; ignored, since it only changes looks.
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colours and where each falls; the colours name the style in HTML.
    ///   - startPoint: Where the gradient starts; ignored, since it only changes looks.
    ///   - endPoint: Where the gradient ends; ignored, since it only changes looks.
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient in circles from a centre; a shape style and a view (which draws nothing in text).
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    /// Creates a radial gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - center: The centre of the circles; ignored, since it only changes looks.
    ///   - startRadius: The radius where the gradient starts, in points; ignored, since it only changes looks.
    ///   - endRadius: The radius where the gradient ends, in points; ignored, since it only changes looks.
    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        styleName = "radial-gradient-" + gradient.name
    }

    /// Creates a radial gradient from colours.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - center: The centre of the circles; ignored, since it only changes looks.
    ///   - startRadius: The radius where the gradient starts, in points; ignored, since it only changes looks.
    ///   - endRadius: The radius where the gradient ends, in points; ignored, since it only changes looks.
    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colours and where each falls; the colours name the style in HTML.
    ///   - center: The centre of the circles; ignored, since it only changes looks.
    ///   - startRadius: The radius where the gradient starts, in points; ignored, since it only changes looks.
    ///   - endRadius: The radius where the gradient ends, in points; ignored, since it only changes looks.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient around a centre; a shape style and a view (which draws nothing in text).
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    /// Creates an angular gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - center: The centre the colours turn around; ignored, since it only changes looks.
    ///   - startAngle: The angle where the gradient starts; ignored, since it only changes looks.
    ///   - endAngle: The angle where the gradient ends; ignored, since it only changes looks.
    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        styleName = "angular-gradient-" + gradient.name
    }

    /// Creates an angular gradient from colours.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - center: The centre the colours turn around; ignored, since it only changes looks.
    ///   - startAngle: The angle where the gradient starts; ignored, since it only changes looks.
    ///   - endAngle: The angle where the gradient ends; ignored, since it only changes looks.
    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient that starts and ends at one angle.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - center: The centre the colours turn around; ignored, since it only changes looks.
    ///   - angle: The angle where the gradient starts and ends; ignored, since it only changes looks.
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// Creates an angular gradient from colours that starts and ends at one angle.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - center: The centre the colours turn around; ignored, since it only changes looks.
    ///   - angle: The angle where the gradient starts and ends; ignored, since it only changes looks.
    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A gradient in ellipses filling the shape; a shape style and a view (which draws nothing in text).
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String

    /// Creates an elliptical gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - center: The centre of the ellipses; ignored, since it only changes looks.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the shape's size; ignored, since it only
    ///     changes looks.
    ///   - endRadiusFraction: Where the gradient ends, as a fraction of the shape's size; ignored, since it only
    ///     changes looks.
    public nonisolated init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        styleName = "elliptical-gradient-" + gradient.name
    }

    /// Creates an elliptical gradient from colours.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - center: The centre of the ellipses; ignored, since it only changes looks.
    ///   - startRadiusFraction: Where the gradient starts, as a fraction of the shape's size; ignored, since it only
    ///     changes looks.
    ///   - endRadiusFraction: Where the gradient ends, as a fraction of the shape's size; ignored, since it only
    ///     changes looks.
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
    /// A linear gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colours, which name the style in HTML.
    ///   - startPoint: Where the gradient starts; ignored, since it only changes looks.
    ///   - endPoint: Where the gradient ends; ignored, since it only changes looks.
    /// - Returns: The linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from colours.
    ///
    /// - Parameters:
    ///   - colors: The colours, spread evenly; they name the style in HTML.
    ///   - startPoint: Where the gradient starts; ignored, since it only changes looks.
    ///   - endPoint: Where the gradient ends; ignored, since it only changes looks.
    /// - Returns: The linear gradient.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
