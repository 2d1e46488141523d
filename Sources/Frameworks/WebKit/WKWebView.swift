import Foundation

/// WebKit's web view, for the `UIViewRepresentable` wrappers SwiftUI apps write around it. A wrapper renders as
/// `[UIView: WKWebView]` (the view itself is never made); made by hand, it keeps what it is told to load and never
/// calls its delegate, as a scenario has no network.
///
/// ```swift
/// struct BrowserView: UIViewRepresentable {
///     let url: URL
///     func makeUIView(context: Context) -> WKWebView { WKWebView() }
///     func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
/// }
/// ```
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// The settings the view was made with.
    public let configuration: WKWebViewConfiguration
    /// The object told of navigations; kept, never called in a scenario.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The address last loaded.
    open private(set) var url: URL?
    /// The page's title: `nil`, as nothing loads.
    open var title: String? { nil }
    /// Whether a page is loading: never, in a scenario.
    open var isLoading: Bool { false }
    /// How much of the page has loaded, from 0 to 1.
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }
    /// Whether swipes go back and forward; kept.
    open var allowsBackForwardNavigationGestures = false
    /// Whether Safari's inspector may attach; kept.
    open var isInspectable = false
    /// The user agent sent with requests; kept.
    open var customUserAgent: String?

    /// A web view with settings.
    ///
    /// - Parameters:
    ///   - frame: The view's frame; kept.
    ///   - configuration: The view's settings.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with the default settings.
    ///
    /// - Parameter frame: The view's frame; kept.
    public required init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }

    /// Loads a request: the address is kept, nothing is fetched.
    ///
    /// - Parameter request: What to load.
    /// - Returns: The navigation started.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Shows HTML you give: its base address is kept.
    ///
    /// - Parameters:
    ///   - string: The page's markup.
    ///   - baseURL: The address relative links resolve against.
    /// - Returns: The navigation started.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// Loads a local file: its address is kept.
    ///
    /// - Parameters:
    ///   - url: The file's address.
    ///   - readAccessURL: The folder the page may read; accepted.
    /// - Returns: The navigation started.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }

    /// Loads the page again; nothing happens.
    ///
    /// - Returns: `nil`.
    @discardableResult
    open func reload() -> WKNavigation? { nil }

    /// Goes back a page; there is none.
    ///
    /// - Returns: `nil`.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }

    /// Goes forward a page; there is none.
    ///
    /// - Returns: `nil`.
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Stops loading; nothing is loading.
    open func stopLoading() {}

    /// Runs JavaScript in the page: there is no page, so the handler is given `nil` and an error at once.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - completionHandler: Called with no result and an error.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(nil, URLError(.notConnectedToInternet))
    }
}
