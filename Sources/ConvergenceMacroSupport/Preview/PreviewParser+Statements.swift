extension PreviewParser {
    /// The top-level statements among tokens `start..<end`, as token ranges.
    ///
    /// A line break ends a statement unless the code says it goes on, as Swift reads it: the next line starts
    /// with `.member`, a binary operator, `{`, `:`, `,`, `else` or `catch`; the line ends with a binary operator,
    /// `.`, `,`, `:` or a keyword that needs more (`return`, `let`…); or the statement so far is only
    /// attributes and modifiers (`@Previewable` alone on its line).
    func splitStatements(from start: Int, to end: Int) -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var current: Int?
        var last = start
        var onlyAttributes = true
        var index = start
        while index < end {
            if source.isPunctuation(index, ";") {
                if let first = current { statements.append(first..<last + 1) }
                current = nil
                index += 1
                continue
            }
            if let first = current, tokens[index].startsLine,
                !continues(after: last, with: index, onlyAttributes: onlyAttributes)
            {
                statements.append(first..<last + 1)
                current = nil
            }
            if current == nil {
                current = index
                onlyAttributes = true
            }
            if onlyAttributes && !isAttributePart(index) { onlyAttributes = false }
            let next = min(source.indexAfterGroup(at: index), end)
            last = max(next - 1, index)
            index = next
        }
        if let first = current { statements.append(first..<last + 1) }
        return statements
    }

    /// Whether the statement whose last token so far is `previous` goes on with token `next` on a new line.
    private func continues(after previous: Int, with next: Int, onlyAttributes: Bool) -> Bool {
        if onlyAttributes { return true }
        let nextToken = tokens[next]
        switch nextToken.kind {
        case .punctuation:
            if source.isPunctuation(next, ".") || source.isPunctuation(next, "{") || source.isPunctuation(next, ":")
                || source.isPunctuation(next, ",")
            {
                return true
            }
        case .operator:
            if source.hasTrivia(after: next) { return true }
        case .identifier:
            if ["else", "catch", "as", "is", "where"].contains(source.text(of: next)) { return true }
        default:
            break
        }
        switch tokens[previous].kind {
        case .operator:
            return source.hasTrivia(before: previous)
        case .punctuation:
            return [".", ",", ":", "@", "\\"].contains(source.text(of: previous))
        case .identifier:
            return Self.keywordsNeedingMore.contains(source.text(of: previous))
        default:
            return false
        }
    }

    /// Whether token `index` belongs to an attribute (`@`, its name, its arguments) or is a modifier.
    private func isAttributePart(_ index: Int) -> Bool {
        if source.isPunctuation(index, "@") { return true }
        if index > 0 && !source.hasTrivia(before: index) {
            if tokens[index].kind == .identifier
                && (source.isPunctuation(index - 1, "@") || source.isPunctuation(index - 1, "."))
            {
                return true
            }
            if source.isPunctuation(index, ".") || source.isPunctuation(index, "(") {
                return tokens[index - 1].kind == .identifier
            }
        }
        return tokens[index].kind == .identifier && Self.modifiers.contains(source.text(of: index))
    }

    /// Keywords after which a line break cannot end a statement.
    private static let keywordsNeedingMore: Set = [
        "return", "throw", "try", "await", "let", "var", "if", "guard", "while", "for", "in", "case", "as", "is",
        "some", "any", "func", "struct", "class", "enum", "import", "switch",
    ]
}
