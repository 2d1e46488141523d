extension SwiftLexer {
    /// Where the lexer is inside a string literal: in the literal's text, or in code interpolated into it.
    private enum LiteralContext {
        case text(pounds: Int, multiline: Bool)
        /// `depth` counts the parentheses opened inside the interpolation and not yet closed.
        case interpolation(depth: Int)
    }

    /// The end of the line comment starting at `start`: the index of its line break, or the end of the source.
    package static func endOfLineComment(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
    }

    /// The end of the block comment starting at `start`, counting nested `/* */`; the end of the source when it
    /// never closes.
    package static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var end = start
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else {
                end += 1
            }
        }
        return end
    }

    /// The end of the `#/…/#` regex literal whose slash is at `slash`, after `pounds` `#`s.
    package static func endOfExtendedRegex(_ bytes: [UInt8], slash: Int, pounds: Int) -> Int {
        var end = slash + 1
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\\") {
                end += 2
            } else if bytes[end] == UInt8(ascii: "/"), hasPounds(bytes, at: end + 1, count: pounds) {
                return end + 1 + pounds
            } else {
                end += 1
            }
        }
        return bytes.count
    }

    /// The end of the string literal whose opening quote is at `quote`, after `pounds` `#`s.
    ///
    /// Handles `"…"`, `"""…"""`, raw delimiters, escapes (`\n`, `\#n`) and interpolations (`\(…)`, `\#(…)`)
    /// holding any code, strings and comments included. A single-line string that reaches a line break ends
    /// before it, as the compiler's recovery does.
    package static func endOfStringLiteral(_ bytes: [UInt8], quote: Int, pounds: Int) -> Int {
        var stack: [LiteralContext] = []
        var index = open(bytes, quote: quote, pounds: pounds, onto: &stack)
        while index < bytes.count, let context = stack.last {
            let byte = bytes[index]
            switch context {
            case .text(let textPounds, let multiline):
                if byte == UInt8(ascii: "\\") && hasPounds(bytes, at: index + 1, count: textPounds) {
                    let escaped = index + 1 + textPounds
                    if escaped < bytes.count && bytes[escaped] == UInt8(ascii: "(") {
                        stack.append(.interpolation(depth: 0))
                        index = escaped + 1
                    } else if !multiline && escaped < bytes.count && (bytes[escaped] == 0x0A || bytes[escaped] == 0x0D)
                    {
                        index = escaped
                    } else {
                        index = escaped + 1
                    }
                } else if byte == UInt8(ascii: "\"")
                    && closes(bytes, at: index, pounds: textPounds, multiline: multiline)
                {
                    stack.removeLast()
                    index += (multiline ? 3 : 1) + textPounds
                } else if !multiline && (byte == 0x0A || byte == 0x0D) {
                    stack.removeLast()
                } else {
                    index += 1
                }
            case .interpolation(let depth):
                index = stepInterpolation(bytes, at: index, depth: depth, stack: &stack)
            }
        }
        return min(index, bytes.count)
    }

    /// Moves over one piece of code inside an interpolation, updating `stack`; the index after it.
    private static func stepInterpolation(
        _ bytes: [UInt8], at index: Int, depth: Int, stack: inout [LiteralContext]
    ) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "("):
            stack[stack.count - 1] = .interpolation(depth: depth + 1)
            return index + 1
        case UInt8(ascii: ")"):
            if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
            return index + 1
        case UInt8(ascii: "\""):
            return open(bytes, quote: index, pounds: 0, onto: &stack)
        case UInt8(ascii: "#"):
            var count = 0
            while index + count < bytes.count && bytes[index + count] == UInt8(ascii: "#") { count += 1 }
            guard index + count < bytes.count, bytes[index + count] == UInt8(ascii: "\"") else { return index + count }
            return open(bytes, quote: index + count, pounds: count, onto: &stack)
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
            return endOfLineComment(bytes, from: index)
        case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
            return endOfBlockComment(bytes, from: index)
        case UInt8(ascii: "`"):
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
            return end < bytes.count && bytes[end] == UInt8(ascii: "`") ? end + 1 : index + 1
        default:
            return index + 1
        }
    }

    /// Pushes the string opening at `quote` and returns the index of its first character.
    private static func open(_ bytes: [UInt8], quote: Int, pounds: Int, onto stack: inout [LiteralContext]) -> Int {
        let multiline = hasQuotes(bytes, at: quote, count: 3)
        stack.append(.text(pounds: pounds, multiline: multiline))
        return quote + (multiline ? 3 : 1)
    }

    private static func closes(_ bytes: [UInt8], at index: Int, pounds: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        return hasQuotes(bytes, at: index, count: quotes) && hasPounds(bytes, at: index + quotes, count: pounds)
    }

    private static func hasQuotes(_ bytes: [UInt8], at index: Int, count: Int) -> Bool {
        index + count <= bytes.count && bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "\"") }
    }

    /// Whether `count` `#`s start at `index`.
    static func hasPounds(_ bytes: [UInt8], at index: Int, count: Int) -> Bool {
        index + count <= bytes.count && bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }
}
