import ConvergenceSwiftLexer

/// The parts of a `var` declaration that `@Entry` turns into a computed property and a key type.
///
/// ```swift
/// let declaration = try EntryDeclaration.parse("@Entry public var accentName: String = \"blue\"")
/// // declaration.name == "accentName", declaration.type == "String", declaration.initializer == "\"blue\""
/// ```
package struct EntryDeclaration: Equatable, Sendable {
    /// The property's name as written, backticks included.
    package var name: String
    /// The written type annotation, or nil when the type is left to inference.
    package var type: String?
    /// The initial value's source text, or nil when there is none.
    package var initializer: String?
    /// The byte range of the declaration in its source, from the first attribute to the last token.
    package var range: Range<Int>
    /// The byte range of the initial value, for diagnostics about it; nil when there is none.
    package var initializerRange: Range<Int>?

    /// The name without backticks, as it appears in the key type's name.
    package var plainName: String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// The declaration in `source`, the text of the declaration the attribute is attached to.
    ///
    /// - Throws: `EntrySyntaxError` for a declaration that is not a single stored `var` of an instance.
    package static func parse(_ source: String) throws(EntrySyntaxError) -> EntryDeclaration {
        let lexed = LexedSource(source)
        let tokens = lexed.tokens
        guard let first = tokens.first else {
            throw EntrySyntaxError("`@Entry` needs a declaration such as `@Entry var name: Type = value`", at: 0..<0)
        }
        var index = 0
        while lexed.isPunctuation(index, "@") { index = lexed.attribute(at: index).end }
        while index < tokens.count, tokens[index].kind == .identifier,
            !lexed.isIdentifier(index, "var"), !lexed.isIdentifier(index, "let")
        {
            let word = lexed.text(of: index)
            if ["static", "class", "lazy", "weak", "unowned"].contains(word) {
                throw EntrySyntaxError(
                    "`@Entry` declares an instance property with a default value; remove `\(word)`",
                    at: tokens[index].range)
            }
            index += 1
            if lexed.isPunctuation(index, "(") { index = lexed.indexAfterGroup(at: index) }
        }
        let whole = first.range.lowerBound..<(tokens.last?.range.upperBound ?? first.range.upperBound)
        guard index < tokens.count else {
            throw EntrySyntaxError("`@Entry` can only be attached to a `var` declaration", at: whole)
        }
        if lexed.isIdentifier(index, "let") {
            throw EntrySyntaxError(
                "`@Entry` makes a property that views can set, so it needs `var`; write `@Entry var` instead of "
                    + "`@Entry let`", at: tokens[index].range)
        }
        guard lexed.isIdentifier(index, "var") else {
            throw EntrySyntaxError("`@Entry` can only be attached to a `var` declaration", at: whole)
        }
        let nameIndex = index + 1
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else {
            throw EntrySyntaxError(
                "`@Entry` needs a property with a single name, as in `@Entry var name: Type = value`", at: whole)
        }
        var declaration = EntryDeclaration(
            name: lexed.text(of: nameIndex), type: nil, initializer: nil, range: whole, initializerRange: nil)
        index = nameIndex + 1
        if lexed.isPunctuation(index, ":") {
            let typeStart = index + 1
            var typeEnd = typeStart
            while typeEnd < tokens.count, !isAssignment(typeEnd, in: lexed), !lexed.isPunctuation(typeEnd, "{"),
                !lexed.isPunctuation(typeEnd, ",")
            {
                typeEnd = lexed.indexAfterGroup(at: typeEnd)
            }
            guard typeEnd > typeStart else {
                throw EntrySyntaxError("`@Entry var \(declaration.name):` needs a type after the colon", at: whole)
            }
            declaration.type = lexed.text(from: typeStart, through: min(typeEnd, tokens.count) - 1)
            index = typeEnd
        }
        if isAssignment(index, in: lexed) {
            let valueStart = index + 1
            guard valueStart < tokens.count else {
                throw EntrySyntaxError("`@Entry var \(declaration.name) =` needs a value after `=`", at: whole)
            }
            var valueEnd = valueStart
            while valueEnd < tokens.count, !lexed.isPunctuation(valueEnd, ",") {
                valueEnd = lexed.indexAfterGroup(at: valueEnd)
            }
            let last = min(valueEnd, tokens.count) - 1
            declaration.initializer = lexed.text(from: valueStart, through: last)
            declaration.initializerRange = tokens[valueStart].range.lowerBound..<tokens[last].range.upperBound
            index = valueEnd
        }
        if lexed.isPunctuation(index, "{") {
            throw EntrySyntaxError(
                "`@Entry` writes the getter and setter of `\(declaration.name)` itself; remove its `{ … }` and give "
                    + "a default value instead, as in `@Entry var \(declaration.name): Type = value`",
                at: tokens[index].range.lowerBound..<whole.upperBound)
        }
        if lexed.isPunctuation(index, ",") {
            throw EntrySyntaxError(
                "`@Entry` declares one property at a time; give each its own `@Entry var`",
                at: tokens[index].range.lowerBound..<whole.upperBound)
        }
        if index < tokens.count {
            throw EntrySyntaxError(
                "`@Entry` does not understand `\(lexed.text(of: index))` here; write `@Entry var name: Type = value`",
                at: tokens[index].range)
        }
        return declaration
    }

    /// Whether token `index` is the `=` of an initial value.
    private static func isAssignment(_ index: Int, in lexed: LexedSource) -> Bool {
        index < lexed.tokens.count && lexed.tokens[index].kind == .operator && lexed.text(of: index) == "="
    }
}
