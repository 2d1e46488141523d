import SwiftUI
import Testing
import WebKit

private struct ArticleView: View {
    @State private var page = WebPage()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Article")
            WebView(page)
        }
        .task {
            page.load(URLRequest(url: URL(string: "https://example.com/article?id=7")!))
        }
    }
}

private struct BrowserView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }

    final class Coordinator: NSObject, WKNavigationDelegate {
        var finished = 0

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            finished += 1
        }
    }
}

@Suite struct WebKitTests {
    @Test @MainActor func aWebViewIsABoxNamingItsAddress() async throws {
        let text = try await Scenario("web") {
            WebView(url: URL(string: "https://www.apple.com"))
        }.render(.ascii(width: 32))

        #expect(
            text == #"""
                +------------------------------+
                |(#) https://www.apple.com     |
                +------------------------------+

                """#)
    }

    @Test @MainActor func aWebPageShowsTheAddressItWasToldToLoad() async throws {
        let text = try await Scenario("page") { ArticleView() }.render(.ascii(width: 40))

        #expect(
            text == #"""
                Article
                +--------------------------------------+
                |(#) https://example.com/article?id=7  |
                +--------------------------------------+

                """#)
    }

    @Test @MainActor func aWrappedWebViewIsAPlaceholderAndKeepsWhatItLoads() async throws {
        let text = try await Scenario("wrapped") {
            BrowserView(url: URL(string: "https://www.swift.org")!)
        }.render(.ascii(width: 40))
        let webView = WKWebView()
        let coordinator = BrowserView.Coordinator()
        webView.navigationDelegate = coordinator
        webView.load(URLRequest(url: URL(string: "https://www.swift.org")!))

        #expect(text == "[UIView: WKWebView]\n")
        #expect(webView.url?.absoluteString == "https://www.swift.org")
        #expect(!webView.isLoading)
        #expect(coordinator.finished == 0)
    }

    @Test @MainActor func aWebViewIsAMarkedBoxInHTML() async throws {
        let html = try await Scenario("web") { WebView(url: URL(string: "https://a.example/?q=1&r=2")) }.render(.html)

        #expect(
            html == #"""
                <div class="border border-web" style="border: 1px solid">
                  <div class="frame" data-alignment="leading" style="width: 100%">
                    <span class="label">
                      <span class="symbol" data-symbol="globe" role="img" aria-label="globe">🌐</span>
                      <span class="text">https://a.example/?q=1&amp;r=2</span>
                    </span>
                  </div>
                </div>

                """#)
    }
}
