/// How a `TextEditor` looks; accepted, every style draws the same field in text.
@MainActor @preconcurrency
public protocol TextEditorStyle {}

/// A built-in text editor style, by name.
public struct BuiltInTextEditorStyle: TextEditorStyle {
    let name: String
}

extension TextEditorStyle where Self == BuiltInTextEditorStyle {
    public static var automatic: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "automatic") }
    public static var plain: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "plain") }
    public static var roundedBorder: BuiltInTextEditorStyle { BuiltInTextEditorStyle(name: "rounded-border") }
}

extension View {
    /// Accepted: every text editor style draws the same field in text.
    ///
    /// - Parameter style: The style; accepted and ignored.
    /// - Returns: This view, unchanged.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> Self { self }
}
