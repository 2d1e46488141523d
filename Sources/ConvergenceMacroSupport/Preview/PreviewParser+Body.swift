import ConvergenceSwiftLexer

extension PreviewParser {
    /// The closure literal at `open`: its `@Previewable` declarations and the statements that remain.
    ///
    /// As in SwiftUI, a `@Previewable` declaration may stand anywhere at the root of the body; each becomes a
    /// property of the preview's view and every other statement, in order, its body.
    func parseClosure(open: Int) throws(PreviewSyntaxError) -> PreviewMacroCall.Body {
        guard let close = source.partners[open] else {
            throw PreviewSyntaxError("\(macroName)'s body is not closed; add its `}`", at: tokens[open].range)
        }
        let bodyStart = (signatureEnd(open: open, close: close) ?? open) + 1
        let statements = splitStatements(from: bodyStart, to: close)
        var declarations: [TextBlock] = []
        var rootAttributes: Set<Int> = []
        // Declarations among the view's statements, cut out of the body's text.
        var cutOut: [Range<Int>] = []
        var segmentStart = tokens[bodyStart - 1].range.upperBound
        var sawOther = false
        for statement in statements {
            guard let attribute = previewableAttribute(in: statement) else {
                sawOther = true
                continue
            }
            rootAttributes.insert(attribute)
            try checkDeclaration(statement, attribute: attribute)
            let end = endIncludingTrailingComment(from: tokens[statement.upperBound - 1].range.upperBound)
            if sawOther {
                let first = tokens[statement.lowerBound].range.lowerBound
                let cutEnd = endIncludingLineBreak(from: end)
                // A whole line goes with its indentation; code after it on the line keeps the indentation.
                let endsLine = cutEnd > 0 && source.bytes[cutEnd - 1] == 0x0A
                let lineStart = lineIndentation(before: first).map { first - $0.utf8.count } ?? first
                declarations.append(declarationBlock(from: lineStart, attribute: attribute, to: end))
                cutOut.append((endsLine ? lineStart : first)..<cutEnd)
            } else {
                declarations.append(declarationBlock(from: segmentStart, attribute: attribute, to: end))
                segmentStart = end
            }
        }
        guard sawOther else {
            let message =
                declarations.isEmpty
                ? "\(macroName)'s body shows no view; write the view to preview in it, as in \(Self.example)"
                : "\(macroName)'s body declares state but shows no view; "
                    + "write the view after the `@Previewable` declarations"
            throw PreviewSyntaxError(message, at: tokens[open].range.lowerBound..<tokens[close].range.upperBound)
        }
        if let nested = (bodyStart..<close).first(where: { index in
            !rootAttributes.contains(index) && source.isPunctuation(index, "@") && attributeEnd(at: index).isPreviewable
        }) {
            let outer = statements.first { $0.contains(nested) }?.lowerBound ?? nested
            let (declaration, statement) = (
                firstLine(from: nested, before: close), firstLine(from: outer, before: close)
            )
            throw PreviewSyntaxError(
                "`@Previewable` declares state at the root of a \(macroName) body, not inside another statement; "
                    + "move `\(declaration)` out of `\(statement)`", at: tokens[nested].range)
        }
        let start = skipWhitespace(from: segmentStart)
        var end = tokens[close].range.lowerBound
        while end > start, Self.isWhitespace(source.bytes[end - 1]) { end -= 1 }
        var kept: [UInt8] = []
        var offset = start
        for range in cutOut {
            kept += source.bytes[offset..<min(range.lowerBound, end)]
            offset = range.upperBound
        }
        if offset < end { kept += source.bytes[offset..<end] }
        while let last = kept.last, Self.isWhitespace(last) { kept.removeLast() }
        return .closure(
            declarations: declarations,
            statements: TextBlock(
                String(decoding: kept, as: UTF8.self), firstLineIndentation: lineIndentation(before: start)))
    }

    /// The `in` ending the signature of the closure at `open` (`{ () -> any View in`), or nil when it has none.
    private func signatureEnd(open: Int, close: Int) -> Int? {
        let statementKeywords: Set = [
            "let", "var", "if", "guard", "for", "while", "switch", "return", "do", "repeat", "defer", "throw",
            "case", "import", "func", "struct", "class", "enum", "try", "await",
        ]
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if source.isIdentifier(index, "in") { return index }
            switch token.kind {
            case .punctuation:
                if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") {
                    index = source.indexAfterGroup(at: index)
                    continue
                }
                if source.isPunctuation(index, "{") || source.isPunctuation(index, ";") { return nil }
            case .operator where source.text(of: index) == "=": return nil
            case .identifier where statementKeywords.contains(source.text(of: index)): return nil
            case .string, .number, .regex, .poundIdentifier, .unknown: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the `@` of a `@Previewable` among the attributes that start `statement`, or nil.
    func previewableAttribute(in statement: Range<Int>) -> Int? {
        var index = statement.lowerBound
        while index < statement.upperBound {
            if source.isPunctuation(index, "@") {
                let (end, isPreviewable) = attributeEnd(at: index)
                if isPreviewable { return index }
                index = end
            } else if tokens[index].kind == .identifier && Self.modifiers.contains(source.text(of: index)) {
                index += 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// The index after the attribute whose `@` is at `index` (`@State`, `@SwiftUI.State`, `@available(…)`), and
    /// whether it is `@Previewable`.
    func attributeEnd(at index: Int) -> (end: Int, isPreviewable: Bool) {
        let attribute = source.attribute(at: index)
        return (attribute.end, attribute.name == "Previewable")
    }

    /// Throws unless the statement whose `@Previewable` is at `attribute` declares a `var` or a `let`.
    func checkDeclaration(_ statement: Range<Int>, attribute: Int) throws(PreviewSyntaxError) {
        var index = statement.lowerBound
        while index < statement.upperBound {
            if source.isPunctuation(index, "@") {
                index = attributeEnd(at: index).end
            } else if tokens[index].kind == .identifier && Self.modifiers.contains(source.text(of: index)) {
                index += 1
            } else {
                break
            }
        }
        if source.isIdentifier(index, "var") || source.isIdentifier(index, "let"), index < statement.upperBound {
            return
        }
        let text = Self.abbreviate(source.text(from: statement.lowerBound, through: statement.upperBound - 1))
        throw PreviewSyntaxError(
            "`@Previewable` marks a `var` or `let` declaration at the top of a \(macroName) body, as in "
                + "`@Previewable @State var count = 0`; `\(text)` is not one", at: tokens[attribute].range)
    }

    /// The declaration's text from `start` (comments before it included) to `end`, without its `@Previewable`.
    private func declarationBlock(from start: Int, attribute: Int, to end: Int) -> TextBlock {
        let first = skipWhitespace(from: start)
        let afterAttribute = skipWhitespace(from: tokens[attributeEnd(at: attribute).end - 1].range.upperBound)
        let before = source.bytes[first..<tokens[attribute].range.lowerBound]
        let after = source.bytes[min(afterAttribute, end)..<end]
        let text = String(decoding: before + after, as: UTF8.self)
        return TextBlock(text, firstLineIndentation: lineIndentation(before: first))
    }

    /// The text of the line starting at token `index`, stopping before token `limit`, shortened for a message.
    private func firstLine(from index: Int, before limit: Int) -> String {
        var last = index
        while last + 1 < limit, !tokens[last + 1].startsLine { last += 1 }
        return Self.abbreviate(source.text(from: index, through: last))
    }

    /// `offset`, moved past spaces, tabs and `// comment` to the end of its line when only those follow it.
    private func endIncludingTrailingComment(from offset: Int) -> Int {
        let bytes = source.bytes
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            return SwiftLexer.endOfLineComment(bytes, from: index)
        }
        return offset
    }

    /// `offset` moved past spaces, tabs and `;`, and the line break that then ends its line.
    private func endIncludingLineBreak(from offset: Int) -> Int {
        let bytes = source.bytes
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ";") {
            index += 1
        }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return index
    }

    /// `offset` moved past whitespace, line breaks and `;`.
    private func skipWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < source.bytes.count,
            Self.isWhitespace(source.bytes[index]) || source.bytes[index] == UInt8(ascii: ";")
        {
            index += 1
        }
        return index
    }

    /// The spaces and tabs before `offset` when only they stand between it and the start of its line; nil when
    /// other text comes first on that line.
    private func lineIndentation(before offset: Int) -> String? {
        let bytes = source.bytes
        var index = offset
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        guard index > 0, bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D else { return nil }
        return String(decoding: bytes[index..<offset], as: UTF8.self)
    }

    /// Whether `byte` is a space, a tab, a line break, a vertical tab or a form feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Declaration modifiers that may stand between attributes and `var`.
    static let modifiers: Set = [
        "private", "fileprivate", "internal", "package", "public", "open", "static", "final", "lazy", "weak",
        "unowned", "nonisolated", "override", "dynamic",
    ]
}
