import ConvergenceTree
import Foundation

/// What the content of a presentation says about it (`.interactiveDismissDisabled()`), read once it resolved.
@MainActor
final class PresentationOptions {
    var isInteractiveDismissDisabled = false
}

private struct PresentationOptionsKey: EnvironmentKey {
    static var defaultValue: PresentationOptions? { nil }
}

extension EnvironmentValues {
    /// The options of the presentation the view is in, if any.
    var presentationOptions: PresentationOptions? {
        get { self[PresentationOptionsKey.self] }
        set { self[PresentationOptionsKey.self] = newValue }
    }
}

/// A height a sheet can rest at; text renders show every sheet whole.
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")

    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction-\(fraction)")
    }

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height-\(height)")
    }
}

/// How a presentation adapts to a compact width; text renders show every presentation as on a phone.
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "full-screen-cover")
}

/// Whether the screen under a sheet takes interaction; in text renders only the top layer does.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")

    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .enabled
    }
}

/// Whether a sheet's content scrolls or resizes the sheet first; no change in text.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension View {
    /// Keeps the presentation this view is in from being dismissed by a gesture: the dismiss step fails; a button
    /// calling `dismiss()` still closes it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        declaring { context in
            if isDisabled { context.environment.presentationOptions?.isInteractiveDismissDisabled = true }
        }
    }

    /// Accepted; text renders show every sheet whole, whatever its detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// Accepted; text renders show every sheet whole, whatever its detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> Self
    { self }

    /// Accepted; sheets have no drag indicator in text.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    /// Accepted; sheets have no corners in text.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }

    /// Accepted; sheets have no background in text.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }

    /// Accepted; sheets have no background in text.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self {
        self
    }

    /// Accepted; text renders show every presentation as on a phone.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }

    /// Accepted; only the top layer takes interaction in text renders.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }

    /// Accepted; no change in text.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
}
