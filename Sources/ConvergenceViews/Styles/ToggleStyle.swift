import ConvergenceTree

/// How toggles inside look, as SwiftUI's `ToggleStyle`. The built-in styles (`.switch`, `.checkbox`, `.button`,
/// `.automatic`) draw the default `[x] Label`; a custom style's `makeBody` draws the toggle.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.circle" : "circle") }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``ToggleStyle`` draws: the label and the state, which the style may change.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: StyleContentResolver
        func resolveNodes(in context: ResolveContext) -> [Node] { content.resolve(context) }
    }

    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it sets the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; always `false` here.
    public var isMixed: Bool = false
}

/// A built-in toggle style: drawn as the default toggle.
@MainActor protocol BuiltInToggleStyle {}

/// The platform's default toggle.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the default toggle style.
    public init() {}
    /// Draws the toggle as the default toggle does.
    ///
    /// - Parameter configuration: The toggle's label and state.
    /// - Returns: The default toggle, bound to the same state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}
/// A switch; drawn as the default toggle in text.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the switch style.
    public init() {}
    /// The tint is accepted; text has no colour.
    ///
    /// - Parameter tint: The switch's colour; accepted and ignored.
    public init(tint: Color) {}
    /// Draws the toggle as the default toggle does.
    ///
    /// - Parameter configuration: The toggle's label and state.
    /// - Returns: The default toggle, bound to the same state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}
/// A button that stays pressed while on; drawn as the default toggle in text.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the button toggle style.
    public init() {}
    /// Draws the toggle as the default toggle does.
    ///
    /// - Parameter configuration: The toggle's label and state.
    /// - Returns: The default toggle, bound to the same state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}
/// A checkbox (macOS); drawn as the default toggle in text.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the checkbox style.
    public init() {}
    /// Draws the toggle as the default toggle does.
    ///
    /// - Parameter configuration: The toggle's label and state.
    /// - Returns: The default toggle, bound to the same state.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
    /// How toggles inside look: the built-in styles change no text; a custom style's body draws each toggle.
    ///
    /// - Parameter style: A built-in style, which keeps the default toggle, or a style of your own, whose
    ///   `makeBody(configuration:)` draws each toggle.
    /// - Returns: This view, with the style passed on to the views inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { values in
            guard !(style is any BuiltInToggleStyle) else {
                values.toggleStyle = nil
                return
            }
            values.toggleStyle = { configuration, context in
                context.resolveStyle(style) { $0.makeBody(configuration: configuration) }
            }
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: StyleResolver<ToggleStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// A custom toggle style's body, or nil for the default toggle.
    var toggleStyle: StyleResolver<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
