import ConvergenceTree

/// A colour chosen by the user, as SwiftUI's `ColorPicker`; drawn as its label and the colour's name
/// (`Tint [blue]`). No step picks a colour: text has no colour wheel.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Color>

    /// A colour picker with any label.
    ///
    /// - Parameters:
    ///   - selection: The colour; its name is shown beside the label.
    ///   - supportsOpacity: Accepted and ignored.
    ///   - label: The picker's label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let control = ValueControlNode(
            kind: .color, label: context.resolveSingle(label, at: "ColorPicker"), value: 0,
            valueText: selection.wrappedValue.styleName, isDisabled: !context.environment.isEnabled,
            isLabelHidden: context.environment.labelsHidden, set: .none)
        return [.valueControl(control)]
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a string literal.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - selection: The colour; its name is shown beside the label.
    ///   - supportsOpacity: Accepted and ignored.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - selection: The colour; its name is shown beside the label.
    ///   - supportsOpacity: Accepted and ignored.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
