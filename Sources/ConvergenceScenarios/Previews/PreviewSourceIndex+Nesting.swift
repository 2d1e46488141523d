import ConvergenceSwiftLexer

extension PreviewSourceIndex {
    /// The types a line of `text` is inside, outermost first: the names after `struct`, `class`, `enum`, `actor`,
    /// `protocol` and `extension` whose braces are open at the start of the line (`extension Shop.Cart` counts as
    /// `Shop`, `Cart`). Comments and string literals are skipped; other braces (functions, closures) name nothing.
    ///
    /// The source is read with the Swift lexer the `#Preview` macro and inline snapshots use, the one scanner of
    /// Swift source in the package.
    ///
    /// ```swift
    /// PreviewSourceIndex.enclosingTypeNames(atLine: 3, in: "extension Card {\n  // {\n  struct Previews {}\n}")
    /// // ["Card"]
    /// ```
    static func enclosingTypeNames(atLine targetLine: Int, in text: String) -> [String] {
        let source = LexedSource(text)
        // Where the target line starts: tokens from there on are not looked at.
        guard let end = source.offset(ofLine: targetLine) else { return [] }
        var stack: [[String]] = []
        var pending: [String]?
        var index = 0
        while index < source.tokens.count, source.tokens[index].range.lowerBound < end {
            let token = source.tokens[index]
            if token.kind == .identifier, typeKeywords.contains(source.text(of: index)) {
                let (names, next) = typeName(after: index, in: source)
                pending = names
                index = next
                continue
            }
            if source.isPunctuation(index, "{") {
                stack.append(pending ?? [])
                pending = nil
            } else if source.isPunctuation(index, "}") {
                _ = stack.popLast()
                pending = nil
            }
            index += 1
        }
        return stack.flatMap { $0 }
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]

    /// The dotted name after the type keyword at `keyword` (`Shop.Cart` → ["Shop", "Cart"], backticks dropped), and
    /// the index of the token after it.
    private static func typeName(after keyword: Int, in source: LexedSource) -> (names: [String], next: Int) {
        var names: [String] = []
        var index = keyword + 1
        while index < source.tokens.count, source.tokens[index].kind == .identifier {
            var name = source.text(of: index)
            if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            names.append(name)
            index += 1
            guard source.isPunctuation(index, "."), !source.hasTrivia(after: index - 1) else { break }
            index += 1
        }
        // `class func`, `class var`: a modifier, not a type.
        if let first = names.first, memberKeywords.contains(first) { return ([], keyword + 1) }
        return (names, index)
    }

    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private", "public",
        "internal", "fileprivate", "open", "package",
    ]
}
