import Foundation

/// A web page in SwiftUI (iOS 26): rendered as a bordered box with a globe and the page's address,
/// `(#) https://www.apple.com`, or `(#) about:blank` before anything is loaded. Nothing is fetched in a scenario.
///
/// ```swift
/// WebView(url: URL(string: "https://www.apple.com"))
/// ```
///
/// ```text
/// +------------------------------+
/// |(#) https://www.apple.com     |
/// +------------------------------+
/// ```
///
/// In HTML the box is `<div class="border border-web">` around the label.
public struct WebView: View {
    private enum Source {
        case url(URL?)
        case page(WebPage)
    }

    private let source: Source

    /// A web view showing the page at an address.
    ///
    /// - Parameter url: The page's address; `nil` shows a blank page.
    public init(url: URL?) {
        source = .url(url)
    }

    /// A web view showing a page you load and observe.
    ///
    /// - Parameter page: The page; the box shows the address it last loaded.
    public init(_ page: WebPage) {
        source = .page(page)
    }

    public var body: some View {
        let address: String =
            switch source {
            case .url(let url): url?.absoluteString ?? "about:blank"
            case .page(let page): page.url?.absoluteString ?? "about:blank"
            }
        Label(address, systemImage: "globe")
            .frame(maxWidth: .infinity, alignment: .leading)
            .border(WebFrameStyle())
    }
}

/// The border style that names a web view's box in HTML: `border-web`.
struct WebFrameStyle: ShapeStyle {
    var styleName: String { "web" }
}
