import ConvergenceTree

/// How progress views inside look, as SwiftUI's `ProgressViewStyle`. The built-in styles (`.linear`, `.circular`,
/// `.automatic`) draw the default bar or spinner; a custom style's `makeBody` draws the progress.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``ProgressViewStyle`` draws.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: StyleContentResolver
        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    /// The progress view's current-value label, as a view.
    public struct CurrentValueLabel: View, PrimitiveView {
        public typealias Body = Never
        let content: StyleContentResolver
        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    /// The fraction done, from 0 to 1, or nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A built-in progress style: drawn as the default progress view.
@MainActor protocol BuiltInProgressViewStyle {}

/// The platform's default progress view.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the default progress view style.
    public init() {}
    /// Draws nothing itself: progress views with a built-in style are drawn as the default progress view.
    ///
    /// - Parameter configuration: The progress to draw; not read.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// A bar; drawn as the default progress view in text.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the bar style.
    public init() {}
    /// The tint is accepted; text has no colour.
    ///
    /// - Parameter tint: The bar's colour; accepted and ignored.
    public init(tint: Color) {}
    /// Draws nothing itself: progress views with a built-in style are drawn as the default progress view.
    ///
    /// - Parameter configuration: The progress to draw; not read.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// A spinner or ring; drawn as the default progress view in text.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    /// Creates the spinner style.
    public init() {}
    /// The tint is accepted; text has no colour.
    ///
    /// - Parameter tint: The spinner's colour; accepted and ignored.
    public init(tint: Color) {}
    /// Draws nothing itself: progress views with a built-in style are drawn as the default progress view.
    ///
    /// - Parameter configuration: The progress to draw; not read.
    /// - Returns: An empty view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// How progress views inside look: the built-in styles change no text; a custom style's body draws each one.
    ///
    /// - Parameter style: A built-in style, which keeps the default look, or a style of your own, whose
    ///   `makeBody(configuration:)` draws each progress view.
    /// - Returns: This view, with the style passed on to the views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { values in
            guard !(style is any BuiltInProgressViewStyle) else {
                values.progressViewStyle = nil
                return
            }
            values.progressViewStyle = { configuration, context in
                context.resolveStyle(style) { $0.makeBody(configuration: configuration) }
            }
        }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleResolver<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// A custom progress style's body, or nil for the default look.
    var progressViewStyle: StyleResolver<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
