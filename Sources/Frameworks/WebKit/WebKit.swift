// `import WebKit` on Linux: SwiftUI's `WebView` and `WebPage`, which render as a box naming the page's address, and
// `WKWebView` with its navigation delegate for `UIViewRepresentable` wrappers. Nothing is fetched: a scenario has no
// network, so loads are accepted, remember their address and never finish. Re-exports Convergence for the views.
@_exported import Convergence
