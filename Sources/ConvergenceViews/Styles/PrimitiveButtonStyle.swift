import ConvergenceTree

/// A style that draws the whole button and decides when it fires, as SwiftUI's `PrimitiveButtonStyle`.
///
/// `configuration.trigger()` runs the button's action. The built-in styles (`.bordered`, `.borderedProminent`,
/// `.borderless`, `.plain`, `.link`, `.automatic`) draw every button as the default `[ Label ]` in text.
///
/// ```swift
/// struct TapOnceStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(action: configuration.trigger) { configuration.label }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``PrimitiveButtonStyle`` draws: the label, the role, and `trigger()` to run the action.
public struct PrimitiveButtonStyleConfiguration: Sendable {
    public typealias Label = ButtonStyleConfiguration.Label

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// A built-in button style: text renders draw it as the default button.
@MainActor protocol BuiltInButtonStyle {}

extension PrimitiveButtonStyleConfiguration {
    /// The button as the default style draws it.
    @MainActor var defaultButton: Button<Label> {
        Button(role: role, action: action) { label }
    }
}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the default button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}
/// A button with a border; drawn as the default button in text.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the bordered button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}
/// A filled, prominent button; drawn as the default button in text.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the bordered, prominent button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}
/// A button without a border; drawn as the default button in text.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the borderless button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}
/// A button drawn as its label only on a device; drawn as the default button in text.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the plain button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}
/// A button that looks like a link; drawn as the default button in text.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the link button style.
    public init() {}
    /// Draws the button as the default button does.
    ///
    /// - Parameter configuration: The button's label, role and action.
    /// - Returns: The default button.
    public func makeBody(configuration: Configuration) -> some View { configuration.defaultButton }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension View {
    /// Draws buttons inside with a ``PrimitiveButtonStyle``; the built-in ones change no text.
    ///
    /// - Parameter style: A built-in style, which keeps the default button, or a style of your own, whose
    ///   `makeBody(configuration:)` draws each button.
    /// - Returns: This view, with the style passed on to the views inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedView<Self> {
        transformEnvironment { values in
            if style is any BuiltInButtonStyle {
                values.buttonStyle = .automatic
                return
            }
            values.buttonStyle = .primitive { configuration, context in
                context.resolveStyle(style) { $0.makeBody(configuration: configuration) }
            }
        }
    }
}
