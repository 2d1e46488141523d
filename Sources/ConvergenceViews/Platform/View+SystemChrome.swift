import ConvergenceTree
import Foundation

// The device's own chrome around an app — status bar, home indicator, bar colours, container backgrounds and
// margins, redaction of private data when locked — is not part of a text render: each is accepted with no change
// in text.

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String

    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scroll-content")
    public static let scrollIndicators = ContentMarginPlacement(name: "scroll-indicators")
}

/// Which container a `.containerBackground` fills.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String

    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigation-split-view")
    public static let tabView = ContainerBackgroundPlacement(name: "tab-view")
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Accepted: no status bar in a text render.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }

    /// Accepted: no status bar in a text render (the older form).
    public func statusBar(hidden: Bool) -> Self { self }

    /// Accepted: no home indicator or system overlays in a text render.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }

    /// Accepted: bars have no colour in text.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted: margins of scroll content change no text.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> Self { self }

    /// Accepted: margins of scroll content change no text.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> Self {
        self
    }

    /// Accepted: margins of scroll content change no text.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> Self { self }

    /// Accepted: container backgrounds have no colour in text.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> Self {
        self
    }

    /// Accepted: container backgrounds have no colour in text.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> Self { self }

    /// Accepted: the style backgrounds inside use; no colour in text.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }

    /// Accepted: a scenario's device is never locked, so private data is shown.
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
}
