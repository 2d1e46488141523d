import ConvergenceTree

/// How a ``GroupBox`` looks, as SwiftUI's `GroupBoxStyle`: the built-in `.automatic` draws a box around the bold
/// label and the content; your own style's `makeBody(configuration:)` draws anything.
///
/// ```swift
/// struct CardBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.headline); configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A group box's parts, for a ``GroupBoxStyle``.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The group box's content, as a view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default look: a box around the bold label and the content.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the default group box style.
    public init() {}

    /// Draws a group box: the label in bold above the content, in a box as wide as offered.
    ///
    /// - Parameter configuration: The group box's label and content.
    /// - Returns: The boxed label and content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.bold()
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(.separator)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased, as the environment keeps it.
struct AnyGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    @MainActor
    init<Style: GroupBoxStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle { AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes inside with this style.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each group box.
    /// - Returns: This view, with the style passed on to the views inside.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedView<Self> {
        let erased = AnyGroupBoxStyle(style)
        return transformEnvironment { $0.groupBoxStyle = erased }
    }
}
