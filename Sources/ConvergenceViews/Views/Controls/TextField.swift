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
    /// For `TextField(_:value:format:)` and `TextField(_:value:formatter:)`: how the value shows and commits in the
    /// environment's locale.
    var formatted: (@MainActor (TextFormatContext) -> FormattedValue)? = nil
    /// The older `onCommit:` action, run when the field is submitted before any `.onSubmit` around it.
    var onCommit: (() -> Void)? = nil

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let isEnabled = context.environment.isEnabled
        guard let formatted else {
            let field = TextFieldNode(
                title: title,
                prompt: prompt,
                text: text.wrappedValue,
                isSecure: isSecure,
                isDisabled: !isEnabled,
                edit: isEnabled ? NodeInput(binding: text, scope: context.scope) : .none,
                submit: isEnabled ? submitAction(in: context) : .none
            )
            return [.textField(field)]
        }
        // While text is being typed the field shows it as typed; ending the edit (return, or focus going to another
        // control) parses it into the value, and the field shows the value formatted again.
        let value = formatted(TextFormatContext(context.environment))
        let draft = context.persistent("typedText", initial: String?.none)
        let endEditing = context.action {
            guard let typed = draft.value else { return }
            value.commit(typed)
            draft.value = nil
        }
        let submit = submitAction(in: context)
        let field = TextFieldNode(
            title: title,
            prompt: prompt,
            text: draft.value ?? value.text(),
            isSecure: isSecure,
            isDisabled: !isEnabled,
            edit: isEnabled
                ? NodeInput(
                    binding: Binding(get: { draft.value ?? "" }, set: { draft.value = $0 }), scope: context.scope)
                : .none,
            submit: isEnabled ? NodeAction.sequence(endEditing, submit) : .none,
            endEditing: isEnabled && draft.value != nil ? endEditing : nil
        )
        return [.textField(field)]
    }
}

/// A value a field edits through a format style or a `Formatter`: the value as text, and how typed text becomes it.
@MainActor
struct FormattedValue {
    /// The value, formatted.
    let text: () -> String
    /// Sets the value from typed text; text that does not parse leaves the value as it was.
    let commit: (String) -> Void
}

extension NodeAction {
    /// Runs `first`, then `second`: both synchronous.
    static func sequence(_ first: NodeAction, _ second: NodeAction) -> NodeAction {
        NodeAction {
            if case .sync(let run) = first.body { run() }
            if case .sync(let run) = second.body { run() }
        }
    }
}

extension TextField {
    /// `onCommit`, then the `.onSubmit` actions around the field.
    private func submitAction(in context: ResolveContext) -> NodeAction {
        guard let onCommit else { return context.environment.submitAction }
        let around = context.environment.submitAction
        let box = MainActorBox(onCommit)
        let commit = NodeAction(wrapping: { box.value() }, scope: context.scope)
        return .sequence(commit, around)
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
