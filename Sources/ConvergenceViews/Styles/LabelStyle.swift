import ConvergenceTree

/// How labels inside look, as SwiftUI's `LabelStyle`: `.titleOnly`, `.iconOnly`, `.titleAndIcon`, or a custom
/// style whose `makeBody` arranges the title and icon.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A label's parts, for a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, PrimitiveView {
        public typealias Body = Never
        let content: StyleContentResolver
        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, PrimitiveView {
        public typealias Body = Never
        let content: StyleContentResolver
        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    public let title: LabelStyleConfiguration.Title
    public let icon: LabelStyleConfiguration.Icon
}

/// A built-in label style: which parts a text render shows.
@MainActor protocol BuiltInLabelStyle {
    var parts: LabelParts { get }
}

/// Which parts of a label a built-in style shows.
enum LabelParts { case automatic, titleOnly, iconOnly, titleAndIcon }

extension LabelStyleConfiguration {
    /// The label as the built-in styles draw it.
    @MainActor func builtIn(_ parts: LabelParts) -> some View {
        BuiltInLabel(parts: parts, title: title, icon: icon)
    }
}

/// A label drawn by a built-in style.
struct BuiltInLabel: View, PrimitiveView {
    typealias Body = Never
    let parts: LabelParts
    let title: LabelStyleConfiguration.Title
    let icon: LabelStyleConfiguration.Icon

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let titleNode = context.resolveSingle(title, at: "title")
        let iconNode = context.resolveSingle(icon, at: "icon")
        switch parts {
        case .titleOnly: return [titleNode]
        case .iconOnly: return [iconNode]
        case .automatic, .titleAndIcon: return [.label(LabelNode(title: titleNode, icon: iconNode))]
        }
    }
}

/// The default label look: icon and title.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    let parts = LabelParts.automatic
    /// Creates the default label style.
    public init() {}
    /// Draws a label as the icon beside the title.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The label, drawn as the icon beside the title.
    public func makeBody(configuration: Configuration) -> some View { configuration.builtIn(parts) }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    let parts = LabelParts.titleOnly
    /// Creates a style that shows only the title.
    public init() {}
    /// Draws a label as the title alone.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The label, drawn as the title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.builtIn(parts) }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    let parts = LabelParts.iconOnly
    /// Creates a style that shows only the icon.
    public init() {}
    /// Draws a label as the icon alone.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The label, drawn as the icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.builtIn(parts) }
}

/// Icon and title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    let parts = LabelParts.titleAndIcon
    /// Creates a style that shows the icon and the title.
    public init() {}
    /// Draws a label as the icon beside the title.
    ///
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The label, drawn as the icon beside the title.
    public func makeBody(configuration: Configuration) -> some View { configuration.builtIn(parts) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// How labels inside show: which parts, or a custom ``LabelStyle``'s body.
    ///
    /// - Parameter style: A built-in style, which picks the parts shown, or a style of your own, whose
    ///   `makeBody(configuration:)` draws each label.
    /// - Returns: This view, with the style passed on to the views inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { values in
            if let builtIn = style as? any BuiltInLabelStyle {
                let parts = builtIn.parts
                values.labelStyle = { configuration, context in context.resolve(configuration.builtIn(parts)) }
            } else {
                values.labelStyle = { configuration, context in
                    context.resolveStyle(style) { $0.makeBody(configuration: configuration) }
                }
            }
        }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: StyleResolver<LabelStyleConfiguration> {
        { configuration, context in context.resolve(configuration.builtIn(.automatic)) }
    }
}

extension EnvironmentValues {
    var labelStyle: StyleResolver<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
