/// Full-screen drawing with ANSI escape sequences: what a terminal program writes to take over the window.
///
/// Each frame is drawn whole (home, clear, lines), which is simple and flicker-free enough for a preview that
/// changes only on a key press.
enum Screen {
    /// Switches to the alternate screen and hides the cursor, so the user's scrollback is left as it was.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and returns to the normal screen.
    static let leave = "\u{1B}[?25h\u{1B}[?1049l"

    /// One screenful: `header`, then as much of `body` as fits, then `footer` on the last lines.
    ///
    /// Lines are cut to `columns` characters (a render is already as wide as it was asked to be), and a body
    /// taller than the window ends with a line saying how many lines are hidden.
    static func compose(header: [String], body: [String], footer: [String], columns: Int, rows: Int) -> String {
        let room = max(1, rows - header.count - footer.count)
        var shown = body
        if shown.count > room {
            let hidden = shown.count - (room - 1)
            shown = Array(shown.prefix(room - 1)) + ["… \(hidden) more lines (widen or heighten the window)"]
        }
        let padding = Array(repeating: "", count: max(0, room - shown.count))
        let lines = (header + shown + padding + footer).map { cut($0, to: columns) }
        return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n")
    }

    /// A line cut to `columns` characters (counted as characters, which is exact for the ASCII chrome drawn here).
    static func cut(_ line: String, to columns: Int) -> String {
        line.count <= columns ? line : String(line.prefix(max(0, columns - 1))) + "…"
    }
}
