/// The compiler's request to expand an attached macro such as `@Previewable` on a declaration.
package struct AttachedMacroRequest: Equatable, Sendable {
    /// The macro to expand.
    package var macro: MacroReference
    /// `peer`, `member`, `accessor`…
    package var role: String
    /// The compiler's mangled prefix for names this expansion introduces.
    package var discriminator: String
    /// The attribute itself, e.g. `@Previewable`.
    package var attributeSyntax: MacroSyntax
    /// The declaration the attribute is attached to, all its attributes included.
    package var declarationSyntax: MacroSyntax
    /// The enclosing declarations and closures, innermost first.
    package var lexicalContext: [MacroSyntax]
    /// For a member-attribute macro, the type whose member `declarationSyntax` is; nil for other roles.
    package var parentDeclarationSyntax: MacroSyntax?
    /// For an extension macro, the conformances the type lacks (`PersistentModel, Observable`); nil otherwise.
    package var conformanceListSyntax: MacroSyntax?

    /// A request with every field given.
    package init(
        macro: MacroReference, role: String, discriminator: String, attributeSyntax: MacroSyntax,
        declarationSyntax: MacroSyntax, lexicalContext: [MacroSyntax] = [], parentDeclarationSyntax: MacroSyntax? = nil,
        conformanceListSyntax: MacroSyntax? = nil
    ) {
        self.macro = macro
        self.role = role
        self.discriminator = discriminator
        self.attributeSyntax = attributeSyntax
        self.declarationSyntax = declarationSyntax
        self.lexicalContext = lexicalContext
        self.parentDeclarationSyntax = parentDeclarationSyntax
        self.conformanceListSyntax = conformanceListSyntax
    }

    /// Reads the request from the fields of an `expandAttachedMacro` message.
    init(_ fields: JSONFields) throws(MessageShapeError) {
        self.init(
            macro: try fields.decode("macro", MacroReference.init), role: try fields.string("macroRole"),
            discriminator: try fields.string("discriminator"),
            attributeSyntax: try fields.decode("attributeSyntax", MacroSyntax.init),
            declarationSyntax: try fields.decode("declSyntax", MacroSyntax.init),
            lexicalContext: try MacroSyntax.list(fields, "lexicalContext"),
            parentDeclarationSyntax: fields.isAbsent("parentDeclSyntax")
                ? nil : try fields.decode("parentDeclSyntax", MacroSyntax.init),
            conformanceListSyntax: fields.isAbsent("conformanceListSyntax")
                ? nil : try fields.decode("conformanceListSyntax", MacroSyntax.init))
    }
}
