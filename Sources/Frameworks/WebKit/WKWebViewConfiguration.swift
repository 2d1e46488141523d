import Foundation

/// The settings a ``WKWebView`` is made with; kept, none changes a render.
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    /// Whether videos play inline instead of full screen.
    open var allowsInlineMediaPlayback = false
    /// Whether AirPlay is allowed.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether pages may be pinch-zoomed even when they ask not to be.
    open var ignoresViewportScaleLimits = false

    /// The default settings.
    override public init() {}
}
