import ConvergenceSwiftLexer

/// A class declaration as `@Model` reads it: its name and the stored properties it persists.
///
/// ```swift
/// let model = try ModelClass.parse("@Model final class Trip { var name: String; init(name: String) { … } }")
/// // model.name == "Trip", model.properties.map(\.name) == ["name"]
/// ```
package struct ModelClass: Equatable, Sendable {
    /// The class's name.
    package var name: String
    /// Whether the class has generic parameters, which key paths in the schema then leave out.
    package var isGeneric: Bool
    /// The stored instance properties, in declaration order; `@Transient` ones included and marked.
    package var properties: [ModelProperty]

    /// The class that `source` declares.
    ///
    /// - Throws: `ModelSyntaxError` when `source` is not a class (a struct, an enum, an actor…).
    package static func parse(_ source: String) throws(ModelSyntaxError) -> ModelClass {
        let lexed = LexedSource(source)
        let tokens = lexed.tokens
        var index = 0
        while index < tokens.count, !lexed.isIdentifier(index, "class") {
            guard lexed.isPunctuation(index, "@") || tokens[index].kind == .identifier else { break }
            if lexed.isPunctuation(index, "@") {
                index = max(lexed.attribute(at: index).end, index + 1)
                continue
            }
            if ["struct", "enum", "actor", "protocol", "extension"].contains(lexed.text(of: index)) {
                throw ModelSyntaxError(
                    "`@Model` applies to classes; `\(lexed.text(of: index))` cannot be a SwiftData model — declare it "
                        + "as `final class`",
                    at: tokens[index].range)
            }
            index += 1
            if lexed.isPunctuation(index, "(") { index = lexed.indexAfterGroup(at: index) }
        }
        guard index + 1 < tokens.count, lexed.isIdentifier(index, "class"), tokens[index + 1].kind == .identifier
        else {
            let whole = (tokens.first?.range.lowerBound ?? 0)..<(tokens.last?.range.upperBound ?? 0)
            throw ModelSyntaxError("`@Model` applies to a class declaration", at: whole)
        }
        var model = ModelClass(name: lexed.text(of: index + 1), isGeneric: false, properties: [])
        index += 2
        model.isGeneric = index < tokens.count && lexed.text(of: index).hasPrefix("<")
        while index < tokens.count, !lexed.isPunctuation(index, "{") { index = lexed.indexAfterGroup(at: index) }
        guard index < tokens.count, let close = lexed.partners[index] else { return model }
        var member = index + 1
        while member < close {
            let (property, next) = ModelProperty.parse(in: lexed, from: member, to: close)
            if let property { model.properties.append(property) }
            member = max(next, member + 1)
        }
        return model
    }
}
