import Foundation
import Observation

/// A web page a `WebView` shows (iOS 26). Loading remembers the address and reports no navigation events: a scenario
/// has no network, so the page never finishes loading and its title stays empty.
///
/// ```swift
/// @State private var page = WebPage()
///
/// var body: some View {
///     WebView(page)
///         .task { page.load(URLRequest(url: URL(string: "https://www.apple.com")!)) }
/// }
/// ```
@MainActor @Observable
public final class WebPage {
    /// The address last loaded.
    public private(set) var url: URL?
    /// The page's title: empty, as nothing loads.
    public private(set) var title = ""
    /// Whether the page is loading: never, in a scenario.
    public private(set) var isLoading = false
    /// How much of the page has loaded, from 0 to 1.
    public private(set) var estimatedProgress = 0.0

    /// An empty page.
    public init() {}

    /// Loads the page at a request's address; the events that come back end at once, with none.
    ///
    /// - Parameter request: What to load.
    /// - Returns: The navigation's events: none in a scenario.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> {
        url = request.url
        return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
    }

    /// Loads the page at an address; the events that come back end at once, with none.
    ///
    /// - Parameter url: What to load.
    /// - Returns: The navigation's events: none in a scenario.
    @discardableResult
    public func load(_ url: URL) -> some AsyncSequence<NavigationEvent, any Error> {
        load(URLRequest(url: url))
    }

    /// Shows HTML you give; its base address becomes the page's address.
    ///
    /// - Parameters:
    ///   - html: The page's markup.
    ///   - baseURL: The address relative links resolve against.
    /// - Returns: The navigation's events: none in a scenario.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> some AsyncSequence<
        NavigationEvent, any Error
    > {
        load(URLRequest(url: baseURL))
    }

    /// Loads the page again; nothing happens in a scenario.
    ///
    /// - Returns: The navigation's events: none.
    @discardableResult
    public func reload() -> some AsyncSequence<NavigationEvent, any Error> {
        AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
    }

    /// Stops loading; nothing is loading.
    public func stopLoading() {}

    /// The steps of a navigation.
    public enum NavigationEvent: Sendable, Hashable {
        case startedProvisionalNavigation
        case receivedServerRedirect
        case committed
        case finished
    }
}
