import ConvergenceTree

/// A label that shows or hides its content: `[ > Advanced ]`, then `[ v Advanced ]` with the content indented
/// under it once tapped (the tap step), or while `isExpanded` is true.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Debug logging", isOn: $logging) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A disclosure group with a label built from views, closed until tapped.
    ///
    /// - Parameters:
    ///   - content: The views shown, indented by two columns, under the label while the group is open.
    ///   - label: The label, drawn after the open or closed mark.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    /// A disclosure group that is open while a binding is true.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the group is open; tapping the label toggles it.
    ///   - content: The views shown, indented by two columns, under the label while the group is open.
    ///   - label: The label, drawn after the open or closed mark.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let expanded = isExpanded ?? context.persistentBinding("expanded", initial: false)
        let isOpen = expanded.wrappedValue
        let mark = Node.image(
            ImageNode(systemName: isOpen ? "chevron.down" : "chevron.right", flipsForRightToLeft: true))
        let labelNode = context.resolveSingle(label, at: "label")
        let isEnabled = context.environment.isEnabled
        let button = Node.button(
            ButtonNode(
                label: .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: [mark, labelNode])),
                isDisabled: !isEnabled,
                action: isEnabled ? context.action { expanded.wrappedValue.toggle() } : .none))
        guard isOpen else { return [button] }
        let rows = context.resolve(content, at: "DisclosureGroup")
        let body = Node.padding(
            CellInsets(top: 0, leading: 2, bottom: 0, trailing: 0),
            .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rows)))
        return [.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [button, body]))]
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a title, closed until tapped.
    ///
    /// - Parameters:
    ///   - title: The label's text, drawn after the open or closed mark.
    ///   - content: The views shown, indented by two columns, under the label while the group is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group with a title that is open while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The label's text, drawn after the open or closed mark.
    ///   - isExpanded: Whether the group is open; tapping the label toggles it.
    ///   - content: The views shown, indented by two columns, under the label while the group is open.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
