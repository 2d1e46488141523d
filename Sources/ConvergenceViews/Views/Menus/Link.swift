import ConvergenceTree
import Foundation

/// A control that opens a URL: `Docs ->`. Tapping it (the tap step) calls `\.openURL`, which in a scenario never
/// opens anything: it shows the page as a sheet naming the URL, with a Done button.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// A link with a label built from views.
    ///
    /// - Parameters:
    ///   - destination: The URL passed to the environment's `openURL` action when the link is tapped.
    ///   - label: The link's label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let open = context.environment.openURL
        let url = destination
        let isEnabled = context.environment.isEnabled
        let link = LinkNode(
            kind: .external, label: context.resolveSingle(label, at: "Link"), url: url.absoluteString,
            isDisabled: !isEnabled, action: isEnabled ? context.action { open(url) } : .none)
        return [.link(link)]
    }
}

extension Link where Label == Text {
    /// A link with a title.
    ///
    /// - Parameters:
    ///   - title: The link's text.
    ///   - destination: The URL passed to the environment's `openURL` action when the link is tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: `@Environment(\.openURL) var openURL; openURL(url)`.
///
/// The default in a render records the URL and shows it as a sheet (a browser would cover the app); nothing is
/// ever opened. `OpenURLAction { url in … }` in the environment replaces that.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What the handler did with the URL.
    public struct Result: Sendable, Hashable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "system-action")

        /// The handler asks the system to open another URL; the same as `systemAction`.
        ///
        /// - Parameter url: The URL to open instead; not kept.
        /// - Returns: The `systemAction` result.
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    private let handler: @MainActor (URL) -> Result

    /// An action that gives each URL to your handler.
    ///
    /// - Parameter handler: Called with each URL, on the main actor; its result says whether it handled the URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = { handler($0) }
    }

    init(main handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL by calling the handler.
    ///
    /// - Parameter url: The URL to open.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens a URL by calling the handler, then reports whether it was accepted.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - completion: Called with `false` when the handler discarded the URL, `true` otherwise.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(main: { _ in .discarded }) }
}

extension EnvironmentValues {
    /// Opens a URL: in a render, shows it as a sheet instead (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
