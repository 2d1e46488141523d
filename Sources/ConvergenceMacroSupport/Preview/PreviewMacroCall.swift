import ConvergenceSwiftLexer

/// A `#Preview` use taken apart: where it is, the arguments to pass on, and the body.
///
/// ```swift
/// let call = try PreviewMacroCall.parse("\n#Preview(\"Hi\") {\n    T(\"hi\")\n}")
/// // call.poundOffset == 1, call.arguments == ["\"Hi\""]
/// // call.body == .closure(declarations: [], statements: TextBlock("T(\"hi\")", firstLineIndentation: ""))
/// ```
package struct PreviewMacroCall: Equatable, Sendable {
    /// The preview's content.
    package enum Body: Equatable, Sendable {
        /// A closure literal: its `@Previewable` declarations (without that attribute) and the statements after.
        case closure(declarations: [TextBlock], statements: TextBlock)
        /// Any other expression given as `body:`, verbatim.
        case expression(String)
    }

    /// The UTF-8 offset of the `#` in the macro's source text.
    package var poundOffset: Int
    /// Every argument but the body, verbatim with its label: `"Name"`, `traits: .sizeThatFitsLayout`, `.portrait`.
    package var arguments: [String]
    /// What the preview shows.
    package var body: Body

    /// A call with every field given.
    package init(poundOffset: Int, arguments: [String], body: Body) {
        self.poundOffset = poundOffset
        self.arguments = arguments
        self.body = body
    }

    /// The call in `source`, the macro use as the compiler sends it (leading trivia included).
    ///
    /// - Throws: `PreviewSyntaxError` saying what to write instead when the call does not have the shape of
    ///   `#Preview(_ name: String? = nil, traits: …, body:)` or a `@Previewable` is out of place.
    package static func parse(_ source: String) throws(PreviewSyntaxError) -> PreviewMacroCall {
        try PreviewParser(source: LexedSource(source)).parse()
    }
}
