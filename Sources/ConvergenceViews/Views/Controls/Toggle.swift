import ConvergenceTree

/// An on/off switch bound to a Boolean.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle with any label.
    ///
    /// - Parameters:
    ///   - isOn: Whether the toggle is on; a `.toggle` step flips or sets it.
    ///   - label: The toggle's label, drawn before its on/off mark.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        if let style = context.environment.toggleStyle {
            var inner = context
            inner.environment.toggleStyle = nil
            let configuration = ToggleStyleConfiguration(
                label: .init(content: context.styleContent(label, at: "Toggle")), isOn: isOn)
            return style(configuration, inner)
        }
        let toggle = ToggleNode(
            label: context.resolveSingle(label, at: "Toggle"),
            isOn: isOn.wrappedValue,
            isDisabled: !context.environment.isEnabled,
            isLabelHidden: context.environment.labelsHidden,
            set: context.environment.isEnabled ? NodeInput(binding: isOn, scope: context.scope) : .none
        )
        return [.toggle(toggle)]
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - isOn: Whether the toggle is on; a `.toggle` step flips or sets it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
