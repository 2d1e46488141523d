import ConvergenceSwiftLexer

/// The type Swift gives a default value written without a type annotation, where the text alone tells it: a
/// literal, or a call to a type's initializer.
///
/// ```swift
/// LiteralType.of("false")  // "Bool"
/// LiteralType.of("-3")  // "Int"
/// LiteralType.of("Theme.Palette(name: \"dusk\")")  // "Theme.Palette"
/// LiteralType.of("makeTheme()")  // nil: a function's result type is not in the text
/// ```
package enum LiteralType {
    /// The type of the expression `value`, or nil when its text does not tell.
    package static func of(_ value: String) -> String? {
        let lexed = LexedSource(value)
        let tokens = lexed.tokens
        guard var index = tokens.indices.first else { return nil }
        if tokens.count == 1 {
            switch tokens[0].kind {
            case .string: return "String"
            case .number: return numberType(lexed.text(of: 0))
            case .identifier where ["true", "false"].contains(lexed.text(of: 0)): return "Bool"
            default: return nil
            }
        }
        if tokens.count == 2, tokens[0].kind == .operator, ["-", "+"].contains(lexed.text(of: 0)),
            tokens[1].kind == .number, !lexed.hasTrivia(after: 0)
        {
            return numberType(lexed.text(of: 1))
        }
        // `[Element]()` and `[Key: Value]()`.
        if lexed.isPunctuation(0, "["), let close = lexed.partners[0], isEmptyCall(at: close + 1, in: lexed) {
            return lexed.text(from: 0, through: close)
        }
        // `Name(…)`, `Module.Name(…)` and `Name<Argument>(…)`, each name capitalized as types are.
        while index < tokens.count, tokens[index].kind == .identifier, startsUppercase(lexed.text(of: index)) {
            index += 1
            guard lexed.isPunctuation(index, ".") else { break }
            index += 1
        }
        guard index > 0, tokens[index - 1].kind == .identifier else { return nil }
        var typeEnd = index - 1
        if index < tokens.count, lexed.text(of: index) == "<", let close = genericClose(from: index, in: lexed) {
            typeEnd = close
            index = close + 1
        }
        guard lexed.isPunctuation(index, "("), let close = lexed.partners[index], close == tokens.count - 1 else {
            return nil
        }
        return lexed.text(from: 0, through: typeEnd)
    }

    /// `Int` for an integer literal, `Double` for one with a fraction or an exponent.
    private static func numberType(_ text: String) -> String {
        let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
        let marks: Set<Character> = isHex ? [".", "p", "P"] : [".", "e", "E"]
        return text.contains(where: marks.contains) ? "Double" : "Int"
    }

    /// Whether `(` and `)` with nothing between are the last tokens, from `index`.
    private static func isEmptyCall(at index: Int, in lexed: LexedSource) -> Bool {
        lexed.isPunctuation(index, "(") && lexed.partners[index] == index + 1 && index + 2 == lexed.tokens.count
    }

    /// The index of the `>` that closes the generic arguments opened at `open`, counting nested ones.
    private static func genericClose(from open: Int, in lexed: LexedSource) -> Int? {
        var depth = 0
        var index = open
        while index < lexed.tokens.count {
            if lexed.tokens[index].kind == .operator {
                for character in lexed.text(of: index) {
                    switch character {
                    case "<": depth += 1
                    case ">": depth -= 1
                    case "?", "!": continue
                    default: return nil
                    }
                }
                if depth == 0 { return index }
                if depth < 0 { return nil }
            }
            index = lexed.indexAfterGroup(at: index)
        }
        return nil
    }

    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }
}
