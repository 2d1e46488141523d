/// Lines of source lifted out of their place, with the indentation they shared removed, ready to be put back
/// at another depth.
///
/// Lines keep their indentation relative to one another, so multi-line string literals keep their content.
/// Line breaks become `\n` (the compiler reads `\r\n` inside a multi-line string as `\n` anyway).
///
/// ```swift
/// let block = TextBlock("VStack {\n        T(\"a\")\n    }", firstLineIndentation: "    ")
/// block.indented(by: "  ")  // "  VStack {\n      T(\"a\")\n  }"
/// ```
package struct TextBlock: Equatable, Sendable {
    /// The lines without their shared indentation and without line breaks.
    package let lines: [String]

    /// The block of `text`, whose first line starts after `firstLineIndentation` in its source, or in the middle
    /// of a line when that is nil (then the first line takes no part in finding the shared indentation).
    package init(_ text: String, firstLineIndentation: String?) {
        var rawLines = Self.splitLines(text)
        if let firstLineIndentation, !rawLines.isEmpty { rawLines[0] = firstLineIndentation + rawLines[0] }
        let firstParticipates = firstLineIndentation != nil
        let participating = firstParticipates ? rawLines[...] : rawLines.dropFirst()
        let shared = Self.sharedIndentation(participating).utf8
        lines = rawLines.indices.map { position in
            let line = rawLines[position]
            guard position > 0 || firstParticipates else { return line }
            guard line.utf8.starts(with: shared) else { return "" }
            return String(decoding: line.utf8.dropFirst(shared.count), as: UTF8.self)
        }
    }

    /// The lines joined by `\n`, each non-empty one after `indentation`.
    package func indented(by indentation: String) -> String {
        lines.map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }

    /// The lines of `text`, split at `\n`, `\r\n` and lone `\r`.
    private static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var previousWasReturn = false
        for byte in text.utf8 {
            if byte == 0x0A && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: current, as: UTF8.self))
                current = []
            } else {
                current.append(byte)
            }
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    /// The longest run of leading spaces and tabs that every line with visible text starts with.
    private static func sharedIndentation(_ lines: ArraySlice<String>) -> String {
        var shared: [UInt8]?
        for line in lines {
            let leading = Array(line.utf8.prefix { $0 == 0x20 || $0 == 0x09 })
            guard leading.count < line.utf8.count else { continue }
            guard let current = shared else {
                shared = leading
                continue
            }
            shared = Array(zip(current, leading).prefix { $0 == $1 }.map(\.0))
        }
        return String(decoding: shared ?? [], as: UTF8.self)
    }
}
