import Foundation

/// Where a pointer is over a view, for `.onContinuousHover`.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// How a view reacts to a pointer over it on iPad; accepted.
public struct HoverEffect: Sendable, Hashable {
    let name: String

    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

// A scenario has no pointer: hover actions never run, and tooltips are not drawn. `.help` gives the view the same
// accessibility hint SwiftUI gives it, so HTML carries it as `data-accessibility-hint`.

extension View {
    /// Accepted: no pointer hovers in a scenario; no change in text.
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }

    /// Accepted: no pointer hovers in a scenario; no change in text.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> Self { self }

    /// A tooltip: no change in text; in HTML, the view's accessibility hint.
    public func help(_ textKey: LocalizedStringKey) -> ModifiedView<Self> {
        accessibilityHint(textKey)
    }

    /// A tooltip: no change in text; in HTML, the view's accessibility hint.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> ModifiedView<Self> {
        accessibilityHint(text)
    }

    /// A tooltip: no change in text; in HTML, the view's accessibility hint.
    public func help(_ text: Text) -> ModifiedView<Self> {
        accessibilityHint(text)
    }

    /// Accepted: no pointer in a scenario; no change in text.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> Self { self }

    /// Accepted: no pointer in a scenario; no change in text.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> Self { self }

    /// Accepted: no pointer in a scenario; no change in text.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> Self { self }

    /// Accepted: the shape containers clip to changes no text.
    public func containerShape<S: InsettableShape>(_ shape: S) -> Self { self }
}
