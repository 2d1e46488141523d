/// One key press in a terminal program, decoded from the bytes a terminal sends.
package enum Key: Sendable, Equatable {
    case left, right, up, down
    case enter, space, escape
    /// Ctrl-C, delivered as a key because raw mode turns signals off.
    case interrupt
    case character(Character)
    /// Bytes that are no key this program knows (function keys, mouse reports).
    case unknown([UInt8])

    /// Decodes one key's bytes: `ESC [ A`…`D` and `ESC O A`…`D` (application cursor mode) are arrows.
    ///
    /// - Parameter bytes: The bytes one read from the terminal gave.
    /// - Returns: The key, or ``unknown(_:)`` with the bytes.
    package static func parse(_ bytes: [UInt8]) -> Key {
        switch bytes {
        case [0x1B]: return .escape
        case [0x0D], [0x0A]: return .enter
        case [0x20]: return .space
        case [0x03]: return .interrupt
        default: break
        }
        if bytes.count == 3, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") {
            switch bytes[2] {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            default: break
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if bytes.first != 0x1B, text.count == 1, !text.unicodeScalars.contains("\u{FFFD}") {
            return .character(text.first!)
        }
        return .unknown(bytes)
    }
}

extension Key {
    /// The key as messages name it: `x`, `Enter`, `←`, `Ctrl-D`.
    var name: String {
        switch self {
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .enter: return "Enter"
        case .space: return "Space"
        case .escape: return "Esc"
        case .interrupt: return "Ctrl-C"
        case .character("\t"): return "Tab"
        case .character("\u{7F}"), .character("\u{08}"): return "Backspace"
        case .character(let character):
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.value < 0x20,
                let letter = Unicode.Scalar(scalar.value + 0x40)
            {
                return "Ctrl-\(Character(letter))"
            }
            return String(character)
        case .unknown(let bytes):
            return bytes.map { byte in
                if byte == 0x1B { return "Esc" }
                if (0x21...0x7E).contains(byte) { return String(UnicodeScalar(byte)) }
                return "0x" + String(byte, radix: 16, uppercase: true)
            }.joined(separator: " ")
        }
    }
}
