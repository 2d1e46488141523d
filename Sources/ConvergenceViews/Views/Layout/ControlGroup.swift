/// Related controls side by side, as in a toolbar: `[ - ] [ + ]`. A label names the group where a menu style
/// would show it; text renders show the controls themselves.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { size -= 1 }
///     Button("Increase") { size += 1 }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(controls: content(), label: label())
    }

    public var body: some View {
        HStack { content }
    }
}

/// The controls of a labelled ``ControlGroup`` (text renders show the controls, not the label).
public struct LabeledControlGroupContent<Controls: View, Label: View>: View {
    let controls: Controls
    let label: Label
    public var body: some View { controls }
}

extension ControlGroup {
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// How a control group looks; accepted, every style puts the controls side by side in text.
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// A built-in control group style, by name.
public struct BuiltInControlGroupStyle: ControlGroupStyle {
    let name: String
}

extension ControlGroupStyle where Self == BuiltInControlGroupStyle {
    public static var automatic: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "automatic") }
    public static var navigation: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "navigation") }
    public static var palette: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "palette") }
    public static var menu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "menu") }
    public static var compactMenu: BuiltInControlGroupStyle { BuiltInControlGroupStyle(name: "compact-menu") }
}

extension View {
    /// Accepted: every control group style puts the controls side by side in text.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> Self { self }
}
