import ConvergenceTree
import Foundation

/// A rectangle: `+--+` corners when framed, `#` in a row.
public struct Rectangle: InsettableShape, ShapeDescribing {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
    var shapeKind: ShapeNode.Kind { .rectangle }
}

/// A rectangle with rounded corners: `.--.` corners when framed.
public struct RoundedRectangle: InsettableShape, ShapeDescribing {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    var shapeKind: ShapeNode.Kind { .roundedRectangle }
}

/// A rectangle whose corners each have their own radius; drawn as a rounded rectangle.
public struct UnevenRoundedRectangle: InsettableShape, ShapeDescribing {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let radius = max(
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomLeading,
            cornerRadii.bottomTrailing)
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
    var shapeKind: ShapeNode.Kind { .roundedRectangle }
}

/// The radius of each corner of an ``UnevenRoundedRectangle``.
public struct RectangleCornerRadii: Sendable, Hashable {
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A circle: `O` in a row, a rounded box half as tall as wide when framed by width alone.
public struct Circle: InsettableShape, ShapeDescribing {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> Circle { self }
    var shapeKind: ShapeNode.Kind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, ShapeDescribing {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
    var shapeKind: ShapeNode.Kind { .ellipse }
}

/// A pill: `(#)` in a row, `(---)` in a one-row frame.
public struct Capsule: InsettableShape, ShapeDescribing {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { self }
    var shapeKind: ShapeNode.Kind { .capsule }
}

/// The shape of the enclosing container (a widget, a window); a rounded rectangle in text.
public struct ContainerRelativeShape: InsettableShape, ShapeDescribing {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 8) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
    var shapeKind: ShapeNode.Kind { .roundedRectangle }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }

    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
