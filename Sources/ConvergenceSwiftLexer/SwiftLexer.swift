/// Splits Swift source into tokens, knowing just enough of the language to keep brackets inside strings,
/// comments and regex literals out of the way.
///
/// It never fails and never traps: an unterminated string or comment runs to the end of its line or of the
/// source, and a byte it does not know becomes an `unknown` token. String interpolations nest to any depth
/// without recursion.
///
/// ```swift
/// SwiftLexer.tokens(in: Array(#"T("a)") // b"#.utf8)).map(\.kind)
/// // [.identifier, .punctuation, .string, .punctuation]
/// ```
package struct SwiftLexer {
    /// The source being lexed.
    let bytes: [UInt8]
    private var index = 0
    private var tokens: [SwiftToken] = []
    private var sawLineBreak = false

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `bytes`, in order.
    package static func tokens(in bytes: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                index += 1
            case 0x0A, 0x0D:
                sawLineBreak = true
                index += 1
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                index = Self.endOfLineComment(bytes, from: index)
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                let end = Self.endOfBlockComment(bytes, from: index)
                if bytes[index..<end].contains(where: { $0 == 0x0A || $0 == 0x0D }) { sawLineBreak = true }
                index = end
            case UInt8(ascii: "/"):
                if let end = bareRegexEnd() { emit(.regex, to: end) } else { emit(.operator, to: operatorEnd()) }
            case UInt8(ascii: "\""):
                emit(.string, to: Self.endOfStringLiteral(bytes, quote: index, pounds: 0))
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "`"):
                lexBacktick()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                emit(.number, to: numberEnd())
            case UInt8(ascii: "."):
                if at(index + 1) == UInt8(ascii: ".") { emit(.operator, to: operatorEnd()) } else { emit(.punctuation) }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
                UInt8(ascii: "\\"):
                emit(.punctuation)
            default:
                if Self.isIdentifierByte(byte) {
                    emit(.identifier, to: identifierEnd(from: index))
                } else if Self.isOperatorByte(byte) {
                    emit(.operator, to: operatorEnd())
                } else {
                    emit(.unknown)
                }
            }
        }
    }

    /// The byte at `position`, or 0 past the end.
    private func at(_ position: Int) -> UInt8 {
        position >= 0 && position < bytes.count ? bytes[position] : 0
    }

    private mutating func emit(_ kind: SwiftToken.Kind, to end: Int? = nil) {
        let stop = max(min(end ?? index + 1, bytes.count), index + 1)
        tokens.append(SwiftToken(kind: kind, range: index..<stop, startsLine: sawLineBreak || tokens.isEmpty))
        sawLineBreak = false
        index = stop
    }

    private mutating func lexPound() {
        var count = 0
        while at(index + count) == UInt8(ascii: "#") { count += 1 }
        let next = at(index + count)
        if next == UInt8(ascii: "\"") {
            emit(.string, to: Self.endOfStringLiteral(bytes, quote: index + count, pounds: count))
        } else if next == UInt8(ascii: "/") {
            emit(.regex, to: Self.endOfExtendedRegex(bytes, slash: index + count, pounds: count))
        } else if count == 1 && Self.isIdentifierByte(next) && !Self.isDigit(next) {
            emit(.poundIdentifier, to: identifierEnd(from: index + 1))
        } else {
            emit(.unknown, to: index + count)
        }
    }

    private mutating func lexBacktick() {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        if at(end) == UInt8(ascii: "`") { emit(.identifier, to: end + 1) } else { emit(.unknown) }
    }

    private func identifierEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    private func numberEnd() -> Int {
        let isHex = at(index + 1) == UInt8(ascii: "x") || at(index + 1) == UInt8(ascii: "X")
        var end = index + 1
        while end < bytes.count {
            let byte = bytes[end]
            let previous = bytes[end - 1] | 0x20
            if Self.isIdentifierByte(byte) && byte != UInt8(ascii: "$") {
                end += 1
            } else if byte == UInt8(ascii: "."), Self.isDigit(at(end + 1)) {
                end += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                previous == (isHex ? UInt8(ascii: "p") : UInt8(ascii: "e"))
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    private func operatorEnd() -> Int {
        let dotted = bytes[index] == UInt8(ascii: ".")
        var end = index + 1
        while end < bytes.count {
            let byte = bytes[end]
            let startsComment =
                byte == UInt8(ascii: "/") && (at(end + 1) == UInt8(ascii: "/") || at(end + 1) == UInt8(ascii: "*"))
            guard !startsComment, Self.isOperatorByte(byte) || (dotted && byte == UInt8(ascii: ".")) else { break }
            end += 1
        }
        return end
    }

    /// The end of a `/regex/` starting here, when the previous token lets an expression start and the literal
    /// closes on this line; nil when the slash is the division operator.
    private func bareRegexEnd() -> Int? {
        let next = at(index + 1)
        guard next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, next != 0 else { return nil }
        if let previous = tokens.last, !sawLineBreak, !allowsExpression(after: previous) { return nil }
        var end = index + 1
        var inClass = false
        while end < bytes.count {
            switch bytes[end] {
            case 0x0A, 0x0D: return nil
            case UInt8(ascii: "\\"): end += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return end + 1
            default: break
            }
            end += 1
        }
        return nil
    }

    /// Whether an expression, and so a regex literal, may start after `token` on the same line.
    private func allowsExpression(after token: SwiftToken) -> Bool {
        switch token.kind {
        case .operator, .unknown:
            return true
        case .punctuation:
            return !")]}".utf8.contains(bytes[token.range.lowerBound])
        case .identifier:
            let keywords = ["return", "in", "case", "where", "if", "guard", "while", "try", "await", "throw"]
            return keywords.contains(token.text(in: bytes))
        default:
            return false
        }
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `byte` may continue a name: ASCII letters, digits, `_`, `$` and every non-ASCII byte.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is an ASCII operator character (`.` aside, which only dot operators use).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        "=-+!*%<>&|^~?/".utf8.contains(byte)
    }
}
