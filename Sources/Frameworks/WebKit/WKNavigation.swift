import Foundation

/// A navigation a ``WKWebView`` started, as its delegate is told of it.
@MainActor @preconcurrency
open class WKNavigation: NSObject {}

/// A link tapped or a page requested, for a delegate to allow or cancel.
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// What the navigation asks for.
    open var request: URLRequest

    init(request: URLRequest) {
        self.request = request
    }
}

/// Whether a navigation may go ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}
