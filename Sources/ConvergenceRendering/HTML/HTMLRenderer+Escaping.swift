import ConvergenceSupport
import ConvergenceTree

extension HTMLRenderer {
    /// Where escaped text lands, which decides what a line break becomes.
    package enum EscapeContext: Sendable, CaseIterable {
        /// Element content that may hold `<br>`: each line break becomes `<br>`.
        case text
        /// An attribute value, or text where no element may appear (`<option>`, `<title>`): a line break becomes `&#10;`.
        case attribute
        /// An attribute HTML requires to be one line (`value`, `placeholder`): a line break becomes `␊` (U+240A).
        case singleLineAttribute
        /// Text in `<pre>`, shown line for line: a line feed stays a line feed; any other line break (`\r\n`, `\r`,
        /// U+2028…) becomes `&#10;`.
        case preformatted
    }

    /// Escapes user text for HTML; the one place any user string is made safe, so no path can skip or double it.
    ///
    /// The rule, applied to Unicode scalars:
    /// - `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`, in text and attributes alike.
    /// - A line break (`\n`, `\r\n`, `\r`, U+2028, U+2029, U+0085) becomes `<br>`, `&#10;` or `␊` by ``EscapeContext``
    ///   (in preformatted text a line feed stays one).
    /// - Tab stays a tab.
    /// - HTML forbids the other C0 controls, DEL, C1 controls and noncharacters both raw and as character references
    ///   (either is a parse error), so they are replaced by visible stand-ins: C0 control U+00XX becomes the Control
    ///   Picture U+24XX (NUL → `␀`, form feed → `␌`), DEL becomes `␡` (U+2421), and C1 controls (U+0080–U+009F other
    ///   than U+0085) and noncharacters (U+FDD0–U+FDEF and U+xFFFE/U+xFFFF in every plane) become `�` (U+FFFD).
    /// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) become character references
    ///   (`&#x202E;`): a browser applies them as it would the raw character, but the snapshot's source, which a pull
    ///   request's diff shows, cannot be reordered by them ("Trojan Source"; ASCII renders replace them with `�`).
    package static func escape(_ raw: String, in context: EscapeContext) -> String {
        escapeASCII(raw, in: context) ?? escapeScalars(raw, in: context)
    }

    /// `escape(_:in:)` of a text of ASCII, byte by byte (a multi-line text of printable ASCII is the common case), or
    /// nil when the text holds anything else. The tests compare it with ``escapeScalars(_:in:)``.
    static func escapeASCII(_ raw: String, in context: EscapeContext) -> String? {
        var text = raw
        return text.withUTF8 { bytes -> String? in
            guard let count = escapeASCII(bytes, in: context, into: nil) else { return nil }
            // Every replacement is longer than what it replaces, but a line feed kept as itself: the same length means
            // nothing to escape.
            if count == bytes.count { return raw }
            return String(unsafeUninitializedCapacity: count) {
                escapeASCII(bytes, in: context, into: $0.baseAddress) ?? 0
            }
        }
    }

    /// The length of ASCII `bytes` once escaped as ``escape(_:in:)`` escapes them, or nil when a byte is not ASCII.
    static func escapedASCIILength(of bytes: UnsafeBufferPointer<UInt8>, in context: EscapeContext) -> Int? {
        escapeASCII(bytes, in: context, into: nil)
    }

    /// Writes ASCII `bytes` escaped to `out`, which holds ``escapedASCIILength(of:in:)`` bytes; returns that length.
    static func writeEscapedASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, in context: EscapeContext, to out: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        escapeASCII(bytes, in: context, into: out)
    }

    /// The length of `bytes` escaped, each byte as ``escape(_:in:)`` escapes it, written to `out` too when given (which
    /// holds that many bytes); nil, having written only part, when a byte is not ASCII.
    ///
    /// One loop measures and then writes, so the escaped text is made once, in place, with no buffer to grow. Written
    /// for debug builds (what `swift test` runs) too: index loops on pointers, and one table look-up per byte, where
    /// a chain of comparisons, a function or a byte set would cost many times more unoptimised.
    private static func escapeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, in context: EscapeContext, into out: UnsafeMutablePointer<UInt8>?
    ) -> Int? {
        guard let source = bytes.baseAddress else { return 0 }
        let lineBreak: StaticString =
            switch context {
            case .text: "<br>"
            case .attribute, .preformatted: "&#10;"
            case .singleLineAttribute: "\u{240A}"
            }
        let lineFeed: StaticString = context == .preformatted ? "\n" : lineBreak
        return byteKinds.withUnsafeBufferPointer { kinds -> Int? in
            let kind = kinds.baseAddress!
            // The kinds as locals: a static is read through an accessor call in a debug build.
            let (stays, notASCII, control) = (Self.staysKind, Self.notASCIIKind, Self.controlKind)
            var length = 0
            var index = 0
            while index < bytes.count {
                // A run of bytes that stay as they are is copied whole.
                var end = index
                while end < bytes.count, kind[Int(source[end])] == stays { end += 1 }
                if end > index {
                    if let out { (out + length).update(from: source + index, count: end - index) }
                    length += end - index
                    index = end
                    continue
                }
                let byte = source[index]
                index += 1
                if kind[Int(byte)] == notASCII { return nil }
                if kind[Int(byte)] == control {
                    // The Control Picture U+2400 + byte, in UTF-8.
                    if let out {
                        out[length] = 0xE2
                        out[length + 1] = 0x90
                        out[length + 2] = 0x80 + byte
                    }
                    length += 3
                    continue
                }
                let replacement: StaticString
                switch byte {
                case 0x0D:
                    if index < bytes.count, source[index] == 0x0A { index += 1 }
                    replacement = lineBreak
                case 0x0A: replacement = lineFeed
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                default: replacement = "\u{2421}"  // DEL, the one byte left
                }
                if let out { (out + length).update(from: replacement.utf8Start, count: replacement.utf8CodeUnitCount) }
                length += replacement.utf8CodeUnitCount
            }
            return length
        }
    }

    /// What ``escapeASCII(_:in:into:)`` does with each byte value: one of the kinds below.
    private static let byteKinds: [UInt8] = (0...255).map { byte in
        switch byte {
        // Printable ASCII but the five markup characters `&`, `<`, `>`, `"` and `'`, and tab.
        case 0x09: staysKind
        case 0x20...0x7E where ![0x26, 0x3C, 0x3E, 0x22, 0x27].contains(byte): staysKind
        case 0x80...: notASCIIKind
        case 0x0A, 0x0D, 0x7F, 0x20...0x7E: replacedKind
        default: controlKind
        }
    }
    /// A byte that stays as it is.
    private static let staysKind: UInt8 = 0
    /// A byte that is not ASCII: the text is escaped scalar by scalar.
    private static let notASCIIKind: UInt8 = 1
    /// A C0 control other than a line break or tab, which becomes its Control Picture.
    private static let controlKind: UInt8 = 2
    /// A line break, a markup character or DEL, which becomes a fixed replacement.
    private static let replacedKind: UInt8 = 3

    /// `escape(_:in:)` scalar by scalar, without its shortcut for plain ASCII.
    package static func escapeScalars(_ raw: String, in context: EscapeContext) -> String {
        var out = ""
        out.reserveCapacity(raw.utf8.count)
        var scalars = raw.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D:
                if pending?.value == 0x0A { pending = scalars.next() }
                out += lineBreak(in: context)
            case 0x0A:
                out += context == .preformatted ? "\n" : lineBreak(in: context)
            case 0x85, 0x2028, 0x2029:
                out += lineBreak(in: context)
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&#39;"
            case 0x09: out.unicodeScalars.append(scalar)
            case 0x00...0x1F: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out += "\u{2421}"
            case 0x80...0x9F: out += "\u{FFFD}"
            case 0x202A...0x202E, 0x2066...0x2069: out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default:
                out.unicodeScalars.append(isNoncharacter(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// Whether a string shows nothing once escaped, because HTML treats it as inter-element whitespace.
    static func isBlank(_ raw: String) -> Bool {
        raw.unicodeScalars.allSatisfy { [0x09, 0x0A, 0x0D, 0x20, 0x85, 0x2028, 0x2029].contains($0.value) }
    }

    private static func lineBreak(in context: EscapeContext) -> String {
        switch context {
        case .text: "<br>"
        case .attribute, .preformatted: "&#10;"
        case .singleLineAttribute: "\u{240A}"
        }
    }

    private static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
