import ConvergenceTree

/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Email", text: $form.email)
/// ```
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let prompt: String?
    let text: Binding<String>
    let isSecure: Bool
    /// For `TextField(_:value:format:)`: the text binding in the environment's locale.
    var formatted: (@MainActor (TextFormatContext) -> Binding<String>)? = nil

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let text = formatted.map { $0(TextFormatContext(context.environment)) } ?? self.text
        let field = TextFieldNode(
            title: title,
            prompt: prompt,
            text: text.wrappedValue,
            isSecure: isSecure,
            isDisabled: !context.environment.isEnabled,
            edit: context.environment.isEnabled ? NodeInput(binding: text, scope: context.scope) : .none,
            submit: context.environment.isEnabled ? context.environment.submitAction : .none
        )
        return [.textField(field)]
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: String(title), prompt: prompt?.content, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title: String(title), prompt: prompt?.content, text: text, isSecure: false)
    }
}
