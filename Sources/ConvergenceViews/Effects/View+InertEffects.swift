import ConvergenceTree
import Foundation

// Effects that only move or repaint pixels: each compiles and leaves the text render unchanged. Text has no
// sub-cell positions, no rotation and no colour depth, and moving a view by an offset would overlap its neighbours
// where SwiftUI draws it over them, so these are documented as "no change in text".

extension View {
    /// No change in text: the view stays where its layout puts it.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

    /// No change in text: the view stays where its layout puts it.
    public func offset(_ offset: CGSize) -> Self { self }

    /// No change in text: the view stays where its layout puts it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

    /// No change in text: the view stays where its layout puts it.
    public func position(_ position: CGPoint) -> Self { self }

    /// No change in text: later views in a `ZStack` are drawn over earlier ones whatever their index.
    public func zIndex(_ value: Double) -> Self { self }

    /// No change in text: content never draws outside its cells.
    public func clipped(antialiased: Bool = false) -> Self { self }

    /// No change in text: text renders have no corners to round.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }

    /// No change in text: content is drawn whole, whatever shape clips it.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }

    /// No change in text: content is drawn whole, whatever masks it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }

    /// No change in text: content is drawn whole, whatever masks it (the older form).
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }

    /// No change in text: steps reach a view by its text or identifier, not its hit area.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// No change in text: steps reach a view by its text or identifier, not its hit area.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }

    /// No change in text: cells have one size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }

    /// No change in text: cells have one size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }

    /// No change in text: cells have one size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }

    /// No change in text: text is always upright.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

    /// No change in text: text is always upright and facing the reader.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> Self { self }

    /// No change in text: text is always sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }

    /// No change in text: text renders have no shadows.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func brightness(_ amount: Double) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func saturation(_ amount: Double) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func grayscale(_ amount: Double) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func contrast(_ amount: Double) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func colorMultiply(_ color: Color) -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func colorInvert() -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func luminanceToAlpha() -> Self { self }

    /// No change in text: text renders have no colour depth.
    public func hueRotation(_ angle: Angle) -> Self { self }

    /// No change in text: layers are never blended.
    public func blendMode(_ blendMode: BlendMode) -> Self { self }

    /// No change in text: layers are never blended.
    public func compositingGroup() -> Self { self }

    /// No change in text: text renders draw no bitmaps.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }

    /// No change in text: text renders show each state, not the motion between them.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { self }

    /// No change in text: text renders have no safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// No change in text: text renders have no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// No change in text: the coordinate spaces of ``GeometryProxy`` all start at the origin.
    public func coordinateSpace(name: some Hashable) -> Self { self }

    /// No change in text: the coordinate spaces of ``GeometryProxy`` all start at the origin.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }

    /// No change in text: the view keeps the size its layout gives it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> Self { self }

    /// No change in text: the view keeps the size its layout gives it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> Self { self }

    /// No change in text: the view keeps the size its layout gives it.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> Self { self }

    /// No change in text: text renders have no tint colour.
    public func accentColor(_ accentColor: Color?) -> Self { self }
}

extension View {
    /// Padding inside the safe area; text renders have no safe area, so it is plain padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        padding(edges, length)
    }

    /// Padding inside the safe area, in points.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// Padding inside the safe area, per edge.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        padding(insets)
    }
}

/// How layers blend; text renders never blend.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
    case plusLighter
}

/// The colour space a drawing group renders in.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

/// Which parts of a view's geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The safe-area regions a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What a content shape defines the area of.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
