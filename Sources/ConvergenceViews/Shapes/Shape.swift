import ConvergenceTree
import Foundation

/// A 2D outline, drawn as a view: a mark in a row, or a box of glyphs filling the frame it is given; HTML draws its
/// path as SVG.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
/// // Triangle().frame(width: 48, height: 32) draws a 6 × 2 box of `#`.
/// ```
public protocol Shape: View {
    /// The outline in a rectangle.
    func path(in rect: CGRect) -> Path
    /// The size the shape wants for a proposal; by default the proposal itself.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: ShapeView<Self> { ShapeView(shape: self) }
}

/// A shape that can be inset, which `.strokeBorder` needs.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// What text renders need to know of a shape beyond its path.
@MainActor protocol ShapeDescribing {
    var shapeKind: ShapeNode.Kind { get }
    var trim: (from: Double, to: Double) { get }
}

extension ShapeDescribing {
    var trim: (from: Double, to: Double) { (0, 1) }
}

/// A shape painted as a view: filled (the default) or stroked, in a style.
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    var style: String?
    var isStroked = false

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let description = shape as? any ShapeDescribing
        let trim = description?.trim ?? (from: 0, to: 1)
        let outline = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        return [
            .shape(
                ShapeNode(
                    kind: description?.shapeKind ?? .path, style: style, isStroked: isStroked, trimFrom: trim.from,
                    trimTo: trim.to, svgPath: outline.svgData))
        ]
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// Fills the shape with a style: a box of `#` at its frame in ASCII.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, style: content.styleName)
    }

    /// Draws the outline in a style: a box's edges at its frame in ASCII.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, style: content.styleName, isStroked: true)
    }

    /// Draws the outline in a style with a line style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(shape: self, style: content.styleName, isStroked: true)
    }

    /// The outline as a shape of its own, in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
        StrokedShape(base: self)
    }

    /// The outline as a shape of its own, with a line style.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(base: self)
    }

    /// Part of the outline, from `0...1` clockwise from the top; a stroked, trimmed circle is a progress ring.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
    }

    /// Accepted: text renders draw a shape the size of its frame, whatever its rotation.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

    /// Accepted: text renders draw a shape the size of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }

    /// Accepted: text renders draw a shape the size of its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

extension InsettableShape {
    /// Draws the outline inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> ShapeView<Self>
    {
        ShapeView(shape: self, style: content.styleName, isStroked: true)
    }

    /// Draws the outline inside the shape's frame with a line style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> ShapeView<Self>
    {
        ShapeView(shape: self, style: content.styleName, isStroked: true)
    }
}

/// A shape's outline as a shape (`.stroke(lineWidth:)`).
public struct StrokedShape<Base: Shape>: Shape, ShapeDescribing {
    let base: Base
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var shapeKind: ShapeNode.Kind { (base as? any ShapeDescribing)?.shapeKind ?? .path }
    var trim: (from: Double, to: Double) { (base as? any ShapeDescribing)?.trim ?? (from: 0, to: 1) }
    public var body: ShapeView<Self> { ShapeView(shape: self, isStroked: true) }
}

/// Part of a shape's outline (`.trim(from:to:)`).
public struct TrimmedShape<Base: Shape>: Shape, ShapeDescribing {
    let base: Base
    let from: Double
    let to: Double
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var shapeKind: ShapeNode.Kind { (base as? any ShapeDescribing)?.shapeKind ?? .path }
    var trim: (from: Double, to: Double) { (from, to) }
}

/// How a shape is filled; text renders fill every shape alike.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is drawn; text renders draw every outline with the box glyphs.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

#if !canImport(CoreGraphics)
    /// CoreGraphics' line ends, which Linux's Foundation lacks.
    public enum CGLineCap: Int32, Sendable, Hashable {
        case butt, round, square
    }

    /// CoreGraphics' line joins, which Linux's Foundation lacks.
    public enum CGLineJoin: Int32, Sendable, Hashable {
        case miter, round, bevel
    }
#endif
