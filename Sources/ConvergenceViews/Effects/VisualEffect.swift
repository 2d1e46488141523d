import Foundation

/// Effects applied by `.visualEffect` and `.scrollTransition` from a view's geometry or scroll phase. They only
/// move or repaint pixels, so each compiles and leaves the text render unchanged (the view is drawn as at rest).
///
/// ```swift
/// .scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.9)
/// }
/// ```
public protocol VisualEffect: Sendable {}

/// The effect a `.visualEffect` or `.scrollTransition` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    public func offset(_ offset: CGSize) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
    public func colorMultiply(_ color: Color) -> Self { self }
}

/// Where a view is in a scroll view's visible region, for `.scrollTransition`; text renders draw every view at
/// `.identity`.
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When and how a scroll transition runs; accepted.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// How far into the visible region a view must be for the transition to take effect.
    public struct Threshold: Sendable {
        let amount: Double

        public static let visible = Threshold(amount: 1)
        public static let hidden = Threshold(amount: 0)
        public static let centered = Threshold(amount: 0.5)

        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }

        public static func hidden(_ amount: Double) -> Threshold { Threshold(amount: amount) }

        public func inset(by distance: Double) -> Threshold { self }
    }
}

extension View {
    /// Accepted: no change in text (the effect's geometry is not known to a text render).
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> Self { self }

    /// Accepted: no change in text (every view is drawn in its `.identity` phase).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }

    /// Accepted: no change in text (every view is drawn in its `.identity` phase).
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> Self { self }

    /// Accepted: no change in text.
    public func geometryGroup() -> Self { self }

    /// Accepted: geometry is not reported in a text render, so the action never runs (as `.onPreferenceChange`).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> Self { self }

    /// Accepted: geometry is not reported in a text render, so the action never runs.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> Self { self }
}
