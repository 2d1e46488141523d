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

    /// A height that is a fraction of the screen's.
    ///
    /// - Parameter fraction: The fraction of the screen's height, from 0 to 1.
    /// - Returns: The detent; text renders show every sheet whole.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction-\(fraction)")
    }

    /// A fixed height.
    ///
    /// - Parameter height: The height in points.
    /// - Returns: The detent; text renders show every sheet whole.
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

    /// Lets the views behind a sheet take interaction up to a detent; the same as `enabled` here.
    ///
    /// - Parameter detent: The largest detent at which the views behind take interaction; not kept.
    /// - Returns: The `enabled` interaction, which text renders ignore.
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
    ///
    /// - Parameter isDisabled: Whether to keep the presentation from being dismissed by a gesture; `false` changes
    ///   nothing.
    /// - Returns: The view, whose presentation the dismiss step cannot close when disabled.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        declaring { context in
            if isDisabled { context.environment.presentationOptions?.isInteractiveDismissDisabled = true }
        }
    }

    /// Accepted; text renders show every sheet whole, whatever its detents.
    ///
    /// - Parameter detents: The heights the sheet may take; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// Accepted; text renders show every sheet whole, whatever its detents.
    ///
    /// - Parameters:
    ///   - detents: The heights the sheet may take; accepted as a no-op in text.
    ///   - selection: The current height; kept in the binding, and never changed.
    /// - Returns: This view, unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> Self
    { self }

    /// Accepted; sheets have no drag indicator in text.
    ///
    /// - Parameter visibility: Whether the drag indicator shows; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    /// Accepted; sheets have no corners in text.
    ///
    /// - Parameter cornerRadius: The sheet's corner radius in points; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }

    /// Accepted; sheets have no background in text.
    ///
    /// - Parameter style: The sheet's background; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }

    /// Accepted; sheets have no background in text.
    ///
    /// - Parameters:
    ///   - alignment: Where the background view sits; accepted as a no-op in text.
    ///   - content: The background view; not drawn in text.
    /// - Returns: This view, unchanged.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self {
        self
    }

    /// Accepted; text renders show every presentation as on a phone.
    ///
    /// - Parameter adaptation: How the presentation adapts to a small screen; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }

    /// Accepted; only the top layer takes interaction in text renders.
    ///
    /// - Parameter interaction: Whether the views behind take interaction; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }

    /// Accepted; no change in text.
    ///
    /// - Parameter behavior: Whether swiping the sheet scrolls its content or resizes it; accepted as a no-op in text.
    /// - Returns: This view, unchanged.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
}
