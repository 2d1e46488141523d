extension PreviewSourceIndex {
    /// The types a line of `text` is inside, outermost first: the names after `struct`, `class`, `enum`, `actor`,
    /// `protocol` and `extension` whose braces are open at the start of the line (`extension Shop.Cart` counts as
    /// `Shop`, `Cart`). Comments and string literals are skipped; other braces (functions, closures) name nothing.
    ///
    /// ```swift
    /// PreviewSourceIndex.enclosingTypeNames(atLine: 3, in: "extension Card {\n  // {\n  struct Previews {}\n}")
    /// // ["Card"]
    /// ```
    static func enclosingTypeNames(atLine targetLine: Int, in text: String) -> [String] {
        var scanner = NestingScanner(bytes: Array(text.utf8))
        return scanner.openTypes(beforeLine: targetLine)
    }
}

/// Walks Swift source byte by byte, keeping the stack of open braces and the type each one opens.
private struct NestingScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// Per open brace, the type names it opens (empty for a function, closure or other block).
    var stack: [[String]] = []
    /// The name after the last type keyword, waiting for its `{`.
    var pending: [String]?

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]

    mutating func openTypes(beforeLine targetLine: Int) -> [String] {
        while index < bytes.count, line < targetLine {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where next(is: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where next(is: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString()
            case UInt8(ascii: "{"):
                stack.append(pending ?? [])
                pending = nil
                index += 1
            case UInt8(ascii: "}"):
                _ = stack.popLast()
                pending = nil
                index += 1
            case _ where Self.isIdentifierByte(byte):
                let word = readWord()
                if Self.typeKeywords.contains(word) { pending = readTypeName() }
            default:
                index += 1
            }
        }
        return stack.flatMap { $0 }
    }

    private func next(is character: Unicode.Scalar) -> Bool {
        index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: character)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    private mutating func readWord() -> String {
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The dotted name after a type keyword: `Shop.Cart` → ["Shop", "Cart"]; backticks dropped.
    private mutating func readTypeName() -> [String] {
        var names: [String] = []
        while true {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "`")
            if quoted { index += 1 }
            let word = readWord()
            if quoted, index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            guard !word.isEmpty else { break }
            names.append(word)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        return names
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), next(is: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next(is: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// Skips an interpolation's parentheses starting at `index`, the strings inside them included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                skipString()
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            default:
                index += 1
            }
        }
    }

    /// Skips a string literal starting at `index` (`"…"` or `"""…"""`), counting the lines it spans, with its
    /// interpolations (braces inside included).
    private mutating func skipString() {
        let quote = UInt8(ascii: "\"")
        let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") { skipInterpolation() } else { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "\n") {
                // An unclosed single-line string ends at its line's end, which the caller counts.
                guard multiline else { return }
                line += 1
            }
            if byte == quote {
                if !multiline {
                    index += 1
                    return
                }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    index += 3
                    return
                }
            }
            index += 1
        }
    }
}
