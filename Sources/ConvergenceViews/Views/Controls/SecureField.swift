import ConvergenceTree

/// A text field whose contents show as bullets.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: String(title), prompt: prompt?.content, text: text, isSecure: true)
    }
}
