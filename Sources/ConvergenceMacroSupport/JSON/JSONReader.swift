/// Reads one JSON document (RFC 8259) from UTF-8 bytes into a `JSONValue`.
///
/// Strict where the grammar is strict (no trailing commas, no comments, no raw control characters in strings)
/// and never traps: every malformed input ends in a `JSONSyntaxError`. Nesting deeper than `maximumDepth`
/// is refused so that a hostile document cannot exhaust the stack.
///
/// ```swift
/// let value = try JSONReader.read(Array(#"{"a":[1,"\u00e9"]}"#.utf8))
/// // value == .object([("a", .array([.number("1"), .string("é")]))])
/// ```
package struct JSONReader {
    /// How many arrays and objects may enclose one another.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document in `bytes`, which must hold exactly one value surrounded by optional whitespace.
    package static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == bytes.count else {
            throw JSONSyntaxError("unexpected text after the document", at: reader.index)
        }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw JSONSyntaxError("expected a value, found the end", at: index) }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", as: .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", as: .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", as: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw JSONSyntaxError("unexpected character '\(Unicode.Scalar(byte))'", at: index)
        }
    }

    private mutating func readLiteral(_ word: String, as value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        for byte in word.utf8 {
            guard current == byte else { throw JSONSyntaxError("expected '\(word)'", at: start) }
            index += 1
        }
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw JSONSyntaxError("nested deeper than \(Self.maximumDepth) levels", at: index)
        }
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default: throw JSONSyntaxError("expected ',' or ']' in an array", at: index)
            }
        }
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw JSONSyntaxError("expected a string key", at: index) }
            let key = try readString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw JSONSyntaxError("expected ':' after an object key", at: index)
            }
            index += 1
            skipWhitespace()
            members.append((key, try readValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default: throw JSONSyntaxError("expected ',' or '}' in an object", at: index)
            }
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if !skipDigits() {
            throw JSONSyntaxError("expected a digit", at: index)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw JSONSyntaxError("expected a digit after '.'", at: index) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw JSONSyntaxError("expected a digit in the exponent", at: index) }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Skips decimal digits; whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw JSONSyntaxError("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw JSONSyntaxError("control character U+\(hex4(UInt32(byte))) inside a string", at: index)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw JSONSyntaxError("unterminated escape", at: index) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape()
            utf8.append(contentsOf: String(Character(scalar)).utf8)
        default: throw JSONSyntaxError("unknown escape '\\\(Unicode.Scalar(byte))'", at: index - 2)
        }
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair; a lone surrogate reads as U+FFFD.
    private mutating func readUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try readHex4()
        if (0xD800..<0xDC00).contains(first) {
            let mark = index
            if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let second = try readHex4()
                if (0xDC00..<0xE000).contains(second) {
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = mark
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigitValue(byte) else {
                throw JSONSyntaxError("expected four hexadecimal digits after '\\u'", at: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
