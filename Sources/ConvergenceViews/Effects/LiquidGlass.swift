import ConvergenceTree
import Foundation

/// The Liquid Glass material of iOS 26, as SwiftUI's `Glass`: text renders draw no material, so glass changes no
/// text; its variants and settings are kept for source compatibility.
public struct Glass: Equatable, Sendable {
    /// The tint given with `tint(_:)`, if any.
    public private(set) var tintColor: Color?
    /// Whether `interactive(_:)` made it react to touches.
    public private(set) var isInteractive = false
    private var variant: UInt8

    private init(variant: UInt8) {
        self.variant = variant
    }

    /// The standard glass.
    public static var regular: Glass { Glass(variant: 0) }
    /// A more transparent glass, for use over rich backgrounds.
    public static var clear: Glass { Glass(variant: 1) }
    /// No glass: the view is drawn as it would be without the effect.
    public static var identity: Glass { Glass(variant: 2) }

    /// This glass with a tint.
    ///
    /// - Parameter color: The tint, or nil for none.
    /// - Returns: The tinted glass.
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// This glass, reacting to touches or not.
    ///
    /// - Parameter isEnabled: Whether it reacts.
    /// - Returns: The glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

/// The shape `glassEffect` uses when given none: a capsule, as on iOS.
public struct DefaultGlassEffectShape: Shape {
    /// Creates the default glass shape.
    public init() {}

    /// - Parameter rect: The frame to fill.
    /// - Returns: A capsule filling it.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// A rectangle whose corners follow its container's, as SwiftUI's `ConcentricRectangle`; drawn as a rounded
/// rectangle.
public struct ConcentricRectangle: Shape, ShapeDescribing {
    /// Creates a rectangle with corners concentric to its container's.
    public init() {}

    /// - Parameter rect: The frame to fill.
    /// - Returns: A rounded rectangle filling it.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 4, style: .continuous)
    }

    var shapeKind: ShapeNode.Kind { .roundedRectangle }
}

/// How glass appears and disappears, as SwiftUI's `GlassEffectTransition`; a view is simply there or not in text.
public struct GlassEffectTransition: Equatable, Sendable {
    private let name: String

    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
    /// The glass moves between views that share a `glassEffectID`.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
}

/// Groups views with glass so their shapes can blend, as SwiftUI's `GlassEffectContainer`; in text it shows its
/// content as a `Group` would.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container for views with glass.
    ///
    /// - Parameters:
    ///   - spacing: How close shapes must be to blend; accepted and ignored.
    ///   - content: The views.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}

/// A button on glass; drawn as the default button in text.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the glass button style.
    public init() {}
    /// Creates the glass button style with a glass of your own.
    ///
    /// - Parameter glass: The glass; accepted and ignored.
    public init(_ glass: Glass) {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}

/// A prominent button on tinted glass; drawn as the default button in text.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the prominent glass button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Buttons on glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Buttons on a glass of your own.
    ///
    /// - Parameter glass: The glass; accepted and ignored.
    /// - Returns: The style.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Prominent buttons on tinted glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// How the edges of a scroll view fade under bars, as SwiftUI's `ScrollEdgeEffectStyle`; text draws no fade.
public struct ScrollEdgeEffectStyle: Equatable, Sendable {
    private let name: String

    /// The platform's choice.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A sharp edge.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A soft fade.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// When a tab bar shrinks as content scrolls, as SwiftUI's `TabBarMinimizeBehavior`; nothing scrolls in a text
/// render, so the bar never shrinks.
public struct TabBarMinimizeBehavior: Equatable, Sendable {
    private let name: String

    /// The platform's choice.
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    /// Shrinks when the content scrolls down.
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    /// Shrinks when the content scrolls up.
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    /// Never shrinks.
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

extension View {
    /// No change in text: glass is a material, and text renders draw no materials.
    ///
    /// - Parameters:
    ///   - glass: The glass; accepted and ignored.
    ///   - shape: The glass's shape; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> Self {
        self
    }

    /// No change in text: names this view's glass so it can move between views.
    ///
    /// - Parameters:
    ///   - id: The glass's identity; accepted and ignored.
    ///   - namespace: Where the identity is unique; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> Self { self }

    /// No change in text: joins this view's glass with others of the same `id` into one shape.
    ///
    /// - Parameters:
    ///   - id: The union's identity; accepted and ignored.
    ///   - namespace: Where the identity is unique; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> Self { self }

    /// No change in text: a view is there or not.
    ///
    /// - Parameter transition: How the glass appears; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> Self { self }

    /// No change in text: extends a background image under the safe areas' glass.
    ///
    /// - Parameter isEnabled: Whether it extends; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func backgroundExtensionEffect(isEnabled: Bool = true) -> Self { self }

    /// No change in text: scroll views draw no edge effect.
    ///
    /// - Parameters:
    ///   - style: The effect's style; accepted and ignored.
    ///   - edges: The edges it applies to; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> Self { self }

    /// No change in text: scroll views draw no edge effect.
    ///
    /// - Parameters:
    ///   - hidden: Whether the effect is hidden; accepted and ignored.
    ///   - edges: The edges it applies to; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> Self { self }

    /// No change in text: the tab bar is drawn at its full size.
    ///
    /// - Parameter behavior: When the bar would shrink; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> Self { self }
}
