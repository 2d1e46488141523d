/// Escaping for XML 1.0, as the JUnit results are written: the one place XML is escaped.
///
/// ```swift
/// XMLEscaping.escape("a < b & \"c\"")  // "a &lt; b &amp; &quot;c&quot;"
/// ```
enum XMLEscaping {
    /// Text for XML content or a quoted attribute: markup escaped, and characters XML 1.0 cannot hold (most
    /// controls, lone surrogates cannot occur in Swift strings) written as `\u{…}`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
