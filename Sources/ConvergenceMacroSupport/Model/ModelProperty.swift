import ConvergenceSwiftLexer

/// A stored `var` of a `@Model` class, as `@Model` reads it: what it is called, its written type and initial value,
/// and the SwiftData attributes on it.
///
/// ```swift
/// let property = ModelProperty.parse("@Relationship(deleteRule: .cascade) var steps: [Step] = []")
/// // property?.name == "steps", property?.type == "[Step]", property?.initializer == "[]"
/// // property?.relationshipArguments == "deleteRule: .cascade"
/// ```
package struct ModelProperty: Equatable, Sendable {
    /// The property's name as written, backticks included.
    package var name: String
    /// The written type annotation, or nil when the type is left to the initial value.
    package var type: String?
    /// The initial value's source text, or nil when there is none.
    package var initializer: String?
    /// The names of the attributes written on the property, without `@` or module (`Attribute`, `Transient`…).
    package var attributes: [String]
    /// The arguments of `@Relationship(…)` as written (empty for `@Relationship` alone); nil without one.
    package var relationshipArguments: String?
    /// The arguments of `@Attribute(…)` as written (empty for `@Attribute` alone); nil without one.
    package var attributeArguments: String?

    /// Whether the model keeps the property out of the store and out of observation (`@Transient`,
    /// `@ObservationIgnored`).
    package var isTransient: Bool {
        attributes.contains("Transient") || attributes.contains("ObservationIgnored")
    }

    /// The name without backticks, as it appears in the peer storage's name and in the schema.
    package var plainName: String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// Words that may stand before `var` in a member declaration.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "lazy", "weak",
        "unowned", "override", "required", "convenience", "nonisolated", "dynamic", "mutating", "nonmutating",
        "indirect", "optional", "isolated", "consuming", "borrowing",
    ]

    /// Modifiers that make a `var` something `@Model` leaves alone: a type property, a lazy or a weak reference.
    private static let excludingModifiers: Set<String> = ["static", "class", "lazy", "weak", "unowned"]

    /// The stored instance `var` that `source` (one member declaration) declares, or nil when it declares anything
    /// else: a `let`, a computed property, one with observers, a type property, several names at once.
    package static func parse(_ source: String) -> ModelProperty? {
        let lexed = LexedSource(source)
        return parse(in: lexed, from: 0, to: lexed.tokens.count).property
    }

    /// Reads the declaration that starts at token `start` of `lexed`, stopping before `end`: the property it
    /// declares when it is one `@Model` stores, and the index after the declaration.
    static func parse(in lexed: LexedSource, from start: Int, to end: Int) -> (property: ModelProperty?, next: Int) {
        var index = start
        var attributes: [String] = []
        var relationship: String?
        var attribute: String?
        var excluded = false
        while index < end, lexed.isPunctuation(index, "@") {
            let (after, name) = lexed.attribute(at: index)
            attributes.append(name)
            let arguments = argumentsText(in: lexed, attributeAt: index, end: after)
            if name == "Relationship" { relationship = arguments }
            if name == "Attribute" { attribute = arguments }
            index = max(after, index + 1)
        }
        while index < end, lexed.tokens[index].kind == .identifier, modifiers.contains(lexed.text(of: index)) {
            if excludingModifiers.contains(lexed.text(of: index)) { excluded = true }
            index += 1
            if lexed.isPunctuation(index, "(") { index = lexed.indexAfterGroup(at: index) }
        }
        guard index < end, lexed.isIdentifier(index, "var") else {
            return (nil, skipDeclaration(in: lexed, from: index, to: end))
        }
        let nameIndex = index + 1
        guard nameIndex < end, lexed.tokens[nameIndex].kind == .identifier else {
            return (nil, skipDeclaration(in: lexed, from: nameIndex, to: end))
        }
        var property = ModelProperty(
            name: lexed.text(of: nameIndex), type: nil, initializer: nil, attributes: attributes,
            relationshipArguments: relationship, attributeArguments: attribute)
        index = nameIndex + 1
        if lexed.isPunctuation(index, ":") {
            let typeStart = index + 1
            var typeEnd = typeStart
            while typeEnd < end, !isAssignment(typeEnd, in: lexed), !lexed.isPunctuation(typeEnd, "{"),
                !lexed.isPunctuation(typeEnd, ","), typeEnd == typeStart || !startsDeclaration(typeEnd, in: lexed)
            {
                typeEnd = lexed.indexAfterGroup(at: typeEnd)
            }
            if typeEnd > typeStart { property.type = lexed.text(from: typeStart, through: min(typeEnd, end) - 1) }
            index = typeEnd
        }
        if isAssignment(index, in: lexed) {
            let valueStart = index + 1
            var valueEnd = valueStart
            while valueEnd < end, !lexed.isPunctuation(valueEnd, ","), !isObserverBlock(valueEnd, in: lexed),
                valueEnd == valueStart || !startsDeclaration(valueEnd, in: lexed)
            {
                valueEnd = lexed.indexAfterGroup(at: valueEnd)
            }
            if valueEnd > valueStart {
                property.initializer = lexed.text(from: valueStart, through: min(valueEnd, end) - 1)
            }
            index = valueEnd
        }
        // An accessor block (computed or observed) or a second name: not a property `@Model` stores.
        if lexed.isPunctuation(index, "{") || lexed.isPunctuation(index, ",")
            || property.type == nil
                && property.initializer == nil
        {
            return (nil, skipDeclaration(in: lexed, from: index, to: end))
        }
        if lexed.isPunctuation(index, ";") { index += 1 }
        return (excluded ? nil : property, index)
    }

    /// The text between an attribute's parentheses, empty when it has none.
    private static func argumentsText(in lexed: LexedSource, attributeAt at: Int, end: Int) -> String {
        guard end - 1 > at, lexed.isPunctuation(end - 1, ")"), let open = lexed.partners[end - 1], open + 1 < end - 1
        else { return "" }
        return lexed.text(from: open + 1, through: end - 2)
    }

    /// The index after the declaration (or stray tokens) from `index`: at the next token that starts a line and
    /// begins a declaration, skipping bracketed groups whole.
    static func skipDeclaration(in lexed: LexedSource, from start: Int, to end: Int) -> Int {
        guard start < end else { return end }
        var index = lexed.indexAfterGroup(at: start)
        while index < end, !startsDeclaration(index, in: lexed) {
            if lexed.isPunctuation(index, ";") { return index + 1 }
            index = lexed.indexAfterGroup(at: index)
        }
        return min(index, end)
    }

    /// Whether token `index` begins a line with a member declaration: an attribute, a modifier, a declaring keyword
    /// or a compiler directive.
    private static func startsDeclaration(_ index: Int, in lexed: LexedSource) -> Bool {
        guard index < lexed.tokens.count, lexed.tokens[index].startsLine else { return false }
        if lexed.isPunctuation(index, "@") || lexed.tokens[index].kind == .poundIdentifier { return true }
        guard lexed.tokens[index].kind == .identifier else { return false }
        let word = lexed.text(of: index)
        return modifiers.contains(word) || declaringKeywords.contains(word)
    }

    private static let declaringKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "enum",
        "extension", "protocol", "actor", "case", "import", "macro", "operator", "precedencegroup",
    ]

    /// Whether the group at `index` is `{ willSet … }` or `{ didSet … }`.
    private static func isObserverBlock(_ index: Int, in lexed: LexedSource) -> Bool {
        lexed.isPunctuation(index, "{")
            && (lexed.isIdentifier(index + 1, "willSet") || lexed.isIdentifier(index + 1, "didSet"))
    }

    private static func isAssignment(_ index: Int, in lexed: LexedSource) -> Bool {
        index < lexed.tokens.count && lexed.tokens[index].kind == .operator && lexed.text(of: index) == "="
    }
}
