/// A grid of terminal cells that layouts draw into, one grapheme cluster per cell.
///
/// A wide cluster fills its cell and marks the next as covered; zero-width clusters join the cell before them.
/// Writes past the right edge are dropped, so no row can ever be wider than the canvas.
struct Canvas: Equatable {
    enum Cell: Equatable {
        case blank
        case glyph(String)
        /// The right half of the wide glyph to the left.
        case covered
    }

    let width: Int
    private(set) var rows: [[Cell]]

    init(width: Int, height: Int = 0) {
        self.width = max(0, width)
        rows = Array(repeating: Array(repeating: .blank, count: self.width), count: max(0, height))
    }

    var height: Int { rows.count }

    mutating func addRows(_ count: Int) {
        guard count > 0 else { return }
        rows += Array(repeating: Array(repeating: .blank, count: width), count: count)
    }

    /// Writes one line of sanitised text starting at a column.
    mutating func write(_ text: String, row: Int, column: Int) {
        guard rows.indices.contains(row) else { return }
        var column = column
        var pendingZeroWidth = ""
        for character in text {
            let cluster = String(character)
            let columns = TerminalWidth.of(character)
            if columns == 0 {
                if column > 0, column - 1 < width, case .glyph(let previous) = rows[row][column - 1] {
                    rows[row][column - 1] = .glyph(previous + cluster)
                } else {
                    pendingZeroWidth += cluster
                }
                continue
            }
            guard column >= 0, column + columns <= width else { return }
            clear(row: row, column: column, count: columns)
            rows[row][column] = .glyph(pendingZeroWidth + cluster)
            pendingZeroWidth = ""
            if columns == 2 { rows[row][column + 1] = .covered }
            column += columns
        }
        if !pendingZeroWidth.isEmpty, column >= 0, column < width {
            // Only invisible characters: keep them so no user text is dropped.
            rows[row][column] = .glyph(pendingZeroWidth)
        }
    }

    /// Blanks cells, and the halves of wide glyphs cut by the change.
    private mutating func clear(row: Int, column: Int, count: Int) {
        if column > 0, rows[row][column] == .covered { rows[row][column - 1] = .blank }
        let end = column + count
        if end < width, rows[row][end] == .covered { rows[row][end] = .blank }
        for index in column..<end { rows[row][index] = .blank }
    }

    /// Copies another canvas's non-blank cells in, with its top-left corner at a position.
    mutating func draw(_ other: Canvas, row: Int, column: Int) {
        for (offset, otherRow) in other.rows.enumerated() {
            let target = row + offset
            guard rows.indices.contains(target) else { continue }
            var index = 0
            while index < otherRow.count {
                let destination = column + index
                if case .glyph(let glyph) = otherRow[index] {
                    let wide = index + 1 < otherRow.count && otherRow[index + 1] == .covered
                    let span = wide ? 2 : 1
                    if destination >= 0, destination + span <= width {
                        clear(row: target, column: destination, count: span)
                        rows[target][destination] = .glyph(glyph)
                        if wide { rows[target][destination + 1] = .covered }
                    }
                    index += span
                } else {
                    index += 1
                }
            }
        }
    }

    /// The rows as text, trailing blanks trimmed.
    var lines: [String] {
        rows.map { row in
            var line = ""
            for cell in row {
                switch cell {
                case .blank: line += " "
                case .glyph(let glyph): line += glyph
                case .covered: break
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
