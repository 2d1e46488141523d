/// Turns arbitrary user text into lines that are safe to print on a terminal or store in a
/// snapshot.
///
/// A raw control character in a snapshot can recolour a terminal, move its cursor or hide text,
/// and makes the measured width meaningless, so nothing raw gets through — yet nothing the user
/// wrote disappears silently either; each control becomes a visible one-column stand-in:
///
/// - Line breaks — LF, CR LF, a lone CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH
///   SEPARATOR (U+2029) — split lines in `lines(of:tabWidth:)`; within one line
///   (`sanitizedLine(_:tabWidth:)`) each becomes "␤" (U+2424), CR LF counting as one break.
/// - TAB expands to spaces up to the next multiple of `tabWidth` terminal columns from the start
///   of the line (a `tabWidth` below 1 counts as 1).
/// - Other C0 controls U+0000–U+001F become their Control Pictures U+2400–U+241F, so ESC shows as
///   "␛" and "\u{1B}[31m" as "␛[31m"; DEL (U+007F) becomes "␡" (U+2421).
/// - C1 controls U+0080–U+009F (other than NEL) become "�" (U+FFFD): they have no pictures, and
///   in practice they are mis-decoded bytes whose identity matters less than their presence.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) also become
///   "�": a terminal or diff viewer honouring them can display text in an order other than the
///   stored one ("Trojan Source"), so a snapshot must show that one was there instead of
///   obeying it. The implicit marks LRM, RLM and ALM (U+200E, U+200F, U+061C) only nudge
///   neutral characters and are left alone, like other invisible format characters, which
///   `TerminalWidth` measures as zero columns.
package enum TerminalSanitizer {
    /// The stand-in for a line break inside a single sanitized line.
    package static let lineBreakPicture: Character = "\u{2424}"

    /// The stand-in for controls that have no Control Picture of their own.
    package static let replacement: Character = "\u{FFFD}"

    /// Splits `text` into sanitized lines; a trailing line break yields a final empty line.
    ///
    /// Always returns at least one line, so empty text is one empty line.
    package static func lines(of text: String, tabWidth: Int = 4) -> [String] {
        // Printable ASCII and LF need no stand-ins, tabs or CR handling: splitting at LF is the whole work.
        if let lines = printableASCIILines(of: text) { return lines }
        return linesByScalars(of: text, tabWidth: tabWidth)
    }

    /// `lines(of:tabWidth:)` without its shortcut for printable ASCII: every scalar goes through the builder.
    package static func linesByScalars(of text: String, tabWidth: Int = 4) -> [String] {
        var lines: [String] = []
        var builder = SanitizedLineBuilder(tabWidth: tabWidth)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == "\n" && previousWasCarriageReturn { continue }  // CR LF is one break
            if isLineBreak(scalar) {
                lines.append(builder.finish())
            } else {
                builder.append(scalar)
            }
        }
        lines.append(builder.finish())
        return lines
    }

    /// Sanitizes `text` into one line, showing each line break as "␤" instead of breaking.
    ///
    /// For places that must stay on one line, such as a table cell or a title.
    package static func sanitizedLine(_ text: String, tabWidth: Int = 4) -> String {
        var builder = SanitizedLineBuilder(tabWidth: tabWidth)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == "\n" && previousWasCarriageReturn { continue }
            if isLineBreak(scalar) {
                builder.append(lineBreakPicture.unicodeScalars.first!)
            } else {
                builder.append(scalar)
            }
        }
        return builder.finish()
    }

    /// The lines of a text of printable ASCII and LF (split at LF), or nil when it holds anything else.
    private static func printableASCIILines(of text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var lines: [String] = []
            var start = 0
            var index = 0
            // An index loop rather than `enumerated()`: in a debug build (what `swift test` runs) the generic
            // iterator costs more than the check itself.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = index + 1
                } else if byte &- 0x20 >= 0x5F {
                    return nil
                }
                index += 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Whether `scalar` ends a line: LF, CR, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The visible stand-in for a control or bidi formatting scalar, or nil to keep `scalar`.
    ///
    /// Tabs and line breaks are handled by the callers, so they never reach this mapping.
    static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return replacement.unicodeScalars.first
        default: return nil
        }
    }
}

/// Builds one sanitized line, tracking its width so tabs land on the right column.
private struct SanitizedLineBuilder {
    let tabWidth: Int
    var text = ""
    /// UTF-8 offset of a grapheme-cluster boundary in `text` that later appends cannot move.
    var settledOffset = 0
    /// Columns of `text` before `settledOffset`.
    var settledWidth = 0

    init(tabWidth: Int) {
        self.tabWidth = max(tabWidth, 1)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar == "\t" {
            let column = currentColumn()
            text.append(String(repeating: " ", count: tabWidth - column % tabWidth))
        } else {
            text.unicodeScalars.append(TerminalSanitizer.standIn(for: scalar) ?? scalar)
        }
    }

    mutating func finish() -> String {
        defer { self = SanitizedLineBuilder(tabWidth: tabWidth) }
        return text
    }

    /// The width of `text` so far, re-measuring only from the start of its last cluster.
    ///
    /// Appending can only extend the last grapheme cluster, never move an earlier boundary, so
    /// everything before the last cluster's start is settled and need not be measured again.
    private mutating func currentColumn() -> Int {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: settledOffset)
        let tail = text[start...]
        var width = settledWidth
        var lastStart = start
        var lastWidth = 0
        var index = tail.startIndex
        while index < tail.endIndex {
            lastStart = index
            lastWidth = TerminalWidth.of(tail[index])
            width += lastWidth
            index = tail.index(after: index)
        }
        settledOffset = utf8.distance(from: utf8.startIndex, to: lastStart)
        settledWidth = width - lastWidth
        return width
    }
}
