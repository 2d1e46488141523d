/// The compiler's request to expand a freestanding macro such as `#Preview { … }`.
package struct FreestandingMacroRequest: Equatable, Sendable {
    /// The macro to expand.
    package var macro: MacroReference
    /// `declaration`, `expression` or `codeItem`; nil when the host did not say.
    package var role: String?
    /// The compiler's mangled prefix for names this expansion introduces.
    package var discriminator: String
    /// The whole macro use, leading trivia included.
    package var syntax: MacroSyntax
    /// The enclosing declarations and closures, innermost first.
    package var lexicalContext: [MacroSyntax]

    /// A request with every field given.
    package init(
        macro: MacroReference, role: String?, discriminator: String, syntax: MacroSyntax,
        lexicalContext: [MacroSyntax] = []
    ) {
        self.macro = macro
        self.role = role
        self.discriminator = discriminator
        self.syntax = syntax
        self.lexicalContext = lexicalContext
    }

    /// Reads the request from the fields of an `expandFreestandingMacro` message.
    init(_ fields: JSONFields) throws(MessageShapeError) {
        self.init(
            macro: try fields.decode("macro", MacroReference.init), role: try fields.optionalString("macroRole"),
            discriminator: try fields.string("discriminator"), syntax: try fields.decode("syntax", MacroSyntax.init),
            lexicalContext: try MacroSyntax.list(fields, "lexicalContext"))
    }
}
