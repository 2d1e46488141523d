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
    /// The older `onCommit:` action, run when the field is submitted before any `.onSubmit` around it.
    var onCommit: (() -> Void)? = nil

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let text = formatted.map { $0(TextFormatContext(context.environment)) } ?? self.text
        let field = TextFieldNode(
            title: title,
            prompt: prompt,
            text: text.wrappedValue,
            isSecure: isSecure,
            isDisabled: !context.environment.isEnabled,
            edit: context.environment.isEnabled ? NodeInput(binding: text, scope: context.scope) : .none,
            submit: context.environment.isEnabled ? submitAction(in: context) : .none
        )
        return [.textField(field)]
    }
}

extension TextField {
    /// `onCommit`, then the `.onSubmit` actions around the field.
    private func submitAction(in context: ResolveContext) -> NodeAction {
        guard let onCommit else { return context.environment.submitAction }
        let around = context.environment.submitAction
        let box = MainActorBox(onCommit)
        let commit = NodeAction(wrapping: { box.value() }, scope: context.scope)
        return NodeAction {
            if case .sync(let run) = commit.body { run() }
            if case .sync(let run) = around.body { run() }
        }
    }
}

extension TextField where Label == Text {
    /// A text field titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - text: The field's text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: String(title), prompt: prompt?.content, text: text, isSecure: false)
    }

    /// A text field titled with a string value, growing along an axis in SwiftUI.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - text: The field's text; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    ///   - axis: Accepted and ignored: the field's text wraps to the width in both directions.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(title: String(title), prompt: prompt?.content, text: text, isSecure: false)
    }
}
