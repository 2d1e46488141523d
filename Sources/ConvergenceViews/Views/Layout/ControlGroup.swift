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

    /// Creates a group of controls drawn side by side.
    ///
    /// - Parameter content: The controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a group of controls with a label; text renders show the controls, not the label.
    ///
    /// - Parameters:
    ///   - content: The controls, drawn side by side.
    ///   - label: The group's label; not drawn in text.
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
    /// Creates a group of controls with a localized title; text renders show the controls, not the title.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title; not drawn in text.
    ///   - content: The controls, drawn side by side.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group of controls with a title; text renders show the controls, not the title.
    ///
    /// - Parameters:
    ///   - title: The group's title; not drawn in text.
    ///   - content: The controls, drawn side by side.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a group of controls with a localized title and a symbol; text renders show the controls only.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title; not drawn in text.
    ///   - systemImage: The name of the group's symbol; not drawn in text.
    ///   - content: The controls, drawn side by side.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a group of controls with a title and a symbol; text renders show the controls only.
    ///
    /// - Parameters:
    ///   - title: The group's title; not drawn in text.
    ///   - systemImage: The name of the group's symbol; not drawn in text.
    ///   - content: The controls, drawn side by side.
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
    ///
    /// - Parameter style: The style; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> Self { self }
}
