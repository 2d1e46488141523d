import ConvergenceTree

/// How buttons inside look, as SwiftUI's `ButtonStyle`: a custom style's `makeBody` draws each button's label, and a
/// tap still runs the button's action.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal).border(.blue)
///     }
/// }
/// // Button("Save") { save() }.buttonStyle(PillStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``ButtonStyle`` draws: the button's label, its role, and whether it is pressed (never, in a text render).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView, Sendable {
        public typealias Body = Never
        let content: StyleContentResolver

        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button; `false` in every text render.
    public let isPressed: Bool
}

extension View {
    /// Draws buttons inside with a custom ``ButtonStyle``.
    ///
    /// - Parameter style: The style whose `makeBody(configuration:)` draws each button's label.
    /// - Returns: This view, with the style passed on to the views inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { values in
            values.buttonStyle = .label { configuration, context in
                context.resolveStyle(style) { $0.makeBody(configuration: configuration) }
            }
        }
    }
}

/// The button style of an environment: the default look, a style of the label, or a whole primitive style.
enum ButtonStyleChoice {
    case automatic
    case label(StyleResolver<ButtonStyleConfiguration>)
    case primitive(StyleResolver<PrimitiveButtonStyleConfiguration>)
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleChoice { .automatic } }

extension EnvironmentValues {
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
