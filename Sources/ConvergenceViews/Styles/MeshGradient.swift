import ConvergenceTree
import Foundation

extension Gradient {
    /// The colour space a gradient blends in; it only changes pixels.
    public enum ColorSpace: Hashable, Sendable {
        case device, perceptual
    }
}

/// A gradient over a grid of coloured points (iOS 18): a style in HTML, named by its colours, drawing nothing in
/// text, as the other gradients.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
/// ```
public struct MeshGradient: ShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    public nonisolated let styleName: String
    /// The vertices per row.
    public nonisolated let width: Int
    /// The vertices per column.
    public nonisolated let height: Int
    /// The colour outside the mesh.
    public nonisolated let background: Color
    /// Whether colours blend smoothly between vertices.
    public nonisolated let smoothsColors: Bool
    /// The colour space colours blend in.
    public nonisolated let colorSpace: Gradient.ColorSpace

    /// A mesh of coloured points.
    ///
    /// - Parameters:
    ///   - width: The vertices per row.
    ///   - height: The vertices per column.
    ///   - points: The `width × height` vertices, from `[0, 0]` (top leading) to `[1, 1]`; they only change pixels.
    ///   - colors: The vertices' colours, which name the style in HTML.
    ///   - background: The colour outside the mesh.
    ///   - smoothsColors: Whether colours blend smoothly.
    ///   - colorSpace: The colour space colours blend in.
    public nonisolated init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, colors: colors, background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    /// A mesh of vertices with Bézier control points.
    ///
    /// - Parameters:
    ///   - width: The vertices per row.
    ///   - height: The vertices per column.
    ///   - bezierPoints: The `width × height` vertices with their control points; they only change pixels.
    ///   - colors: The vertices' colours, which name the style in HTML.
    ///   - background: The colour outside the mesh.
    ///   - smoothsColors: Whether colours blend smoothly.
    ///   - colorSpace: The colour space colours blend in.
    public nonisolated init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, colors: colors, background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    private nonisolated init(
        width: Int, height: Int, colors: [Color], background: Color, smoothsColors: Bool,
        colorSpace: Gradient.ColorSpace
    ) {
        styleName = "mesh-gradient-" + Gradient(colors: colors).name
        self.width = width
        self.height = height
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    func resolveNodes(in context: ResolveContext) -> [Node] { [] }

    /// A vertex of a mesh with the control points of the curves leaving it.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }
}
