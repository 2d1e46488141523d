extension TerminalSanitizer {
    /// The base a line's leading mark is shown on, as Unicode charts show combining marks: U+25CC DOTTED CIRCLE.
    package static let markBase: Character = "\u{25CC}"

    /// Gives a line that starts with a mark a visible base of its own.
    ///
    /// A line that starts with a combining or spacing mark, a joiner, a variation selector, a skin-tone modifier or
    /// any other zero-width cluster would either vanish (zero columns) or fuse with whatever a layout draws before
    /// it — a bracket, a border, another view's last glyph — into a cluster of a different width. Putting "◌" in
    /// front keeps the mark visible and the line's width its own.
    package static func anchored(_ line: String) -> String {
        // A line starting with printable ASCII starts with a base of its own (only CR LF joins ASCII scalars).
        guard let firstByte = line.utf8.first, !(0x20...0x7E).contains(firstByte), let first = line.first else {
            return line
        }
        let fusesWithBase = ("x" + line).count == line.count
        guard fusesWithBase || TerminalWidth.of(first) == 0 else { return line }
        return String(markBase) + line
    }
}
