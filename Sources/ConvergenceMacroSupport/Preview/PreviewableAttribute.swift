import ConvergenceSwiftLexer

/// The checks behind `@Previewable`, whose own expansion is empty: `#Preview` does the work of turning the
/// declaration into state, so the attribute only has to be in the right place on the right declaration.
package enum PreviewableAttribute {
    /// Throws unless `declaration` (the attached-to declaration's source) is a `var` or `let` inside a
    /// `#Preview` body, which is so when one of `lexicalContext`'s sources starts with `#Preview`.
    ///
    /// - Throws: `PreviewSyntaxError` with a range in `declaration`.
    package static func check(declaration: String, lexicalContext: [String]) throws(PreviewSyntaxError) {
        let parser = PreviewParser(source: LexedSource(declaration))
        let tokens = parser.source.tokens
        let attribute = parser.previewableAttribute(in: 0..<tokens.count)
        let range = attribute.map { tokens[$0].range } ?? tokens.first?.range ?? 0..<0
        guard lexicalContext.contains(where: isPreviewCall) else {
            throw PreviewSyntaxError(
                "`@Previewable` only declares state at the top of a #Preview body, as in "
                    + "`#Preview { @Previewable @State var count = 0; Counter(count: $count) }`; remove it here",
                at: range)
        }
        if let attribute { try parser.checkDeclaration(0..<tokens.count, attribute: attribute) }
    }

    /// Whether `source`, leading whitespace, comments and attributes aside, starts with `#Preview`.
    private static func isPreviewCall(_ source: String) -> Bool {
        let parser = PreviewParser(source: LexedSource(source))
        let pound = parser.poundIndex
        return pound < parser.tokens.count && parser.tokens[pound].kind == .poundIdentifier
            && parser.source.text(of: pound) == "#Preview"
    }
}
