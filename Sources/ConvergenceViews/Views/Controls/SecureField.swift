import ConvergenceTree

/// A text field whose contents show as bullets.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled with a string value.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - text: The field's text, drawn as one bullet per character; typing steps edit it.
    ///   - prompt: The placeholder shown while the field is empty: HTML's `placeholder` and the accessibility outline;
    ///     ASCII draws no placeholder. `nil` by default.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: String(title), prompt: prompt?.content, text: text, isSecure: true)
    }
}
