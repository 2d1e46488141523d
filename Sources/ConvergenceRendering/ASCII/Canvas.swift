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
                if let owner = glyphOwning(row: row, before: column), case .glyph(let previous) = rows[row][owner] {
                    rows[row][owner] = .glyph(previous + cluster)
                } else {
                    pendingZeroWidth += cluster
                }
                continue
            }
            guard column >= 0, column + columns <= width else { return }
            clear(row: row, column: column, count: columns)
            rows[row][column] = .glyph(pendingZeroWidth + cluster)
            pendingZeroWidth = ""
            for extra in stride(from: 1, to: columns, by: 1) { rows[row][column + extra] = .covered }
            column += columns
        }
        guard !pendingZeroWidth.isEmpty else { return }
        // Only invisible characters: keep them somewhere on the row so no user text is dropped.
        if let owner = glyphOwning(row: row, before: column), case .glyph(let previous) = rows[row][owner] {
            rows[row][owner] = .glyph(previous + pendingZeroWidth)
        } else if column >= 0, column < width {
            rows[row][column] = .glyph(pendingZeroWidth)
        } else if width > 0, rows[row][width - 1] == .blank {
            rows[row][width - 1] = .glyph(pendingZeroWidth)
        }
    }

    /// The glyph cell that owns the cell just before a column (itself, or the wide glyph covering it).
    private func glyphOwning(row: Int, before column: Int) -> Int? {
        var index = min(column, width) - 1
        while index >= 0, rows[row][index] == .covered { index -= 1 }
        guard index >= 0, case .glyph = rows[row][index] else { return nil }
        return index
    }

    /// Blanks cells, and the halves of wide glyphs cut by the change.
    private mutating func clear(row: Int, column: Int, count: Int) {
        // A wide glyph cut on its left loses its head: blank back to the glyph that owned the covered cells.
        var start = column
        while start > 0, rows[row][start] == .covered { start -= 1 }
        for index in start..<column { rows[row][index] = .blank }
        // Cells after the change that were covered by a glyph inside it are orphans now.
        var end = column + count
        while end < width, rows[row][end] == .covered {
            rows[row][end] = .blank
            end += 1
        }
        for index in column..<min(width, column + count) { rows[row][index] = .blank }
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
                    var span = 1
                    while index + span < otherRow.count, otherRow[index + span] == .covered { span += 1 }
                    if destination >= 0, destination + span <= width {
                        clear(row: target, column: destination, count: span)
                        rows[target][destination] = .glyph(glyph)
                        for extra in stride(from: 1, to: span, by: 1) { rows[target][destination + extra] = .covered }
                    }
                    index += span
                } else {
                    index += 1
                }
            }
        }
    }

    /// Blanks a rectangle, so a layer drawn there hides what was under it (the halves of wide glyphs cut at its edges
    /// go too).
    mutating func blank(rows rowRange: Range<Int>, columns: Range<Int>) {
        let start = max(0, columns.lowerBound)
        let end = min(width, columns.upperBound)
        guard start < end else { return }
        for row in rowRange where rows.indices.contains(row) {
            clear(row: row, column: start, count: end - start)
        }
    }

    /// The glyph that starts at a cell, if any.
    func glyph(row: Int, column: Int) -> String? {
        guard rows.indices.contains(row), rows[row].indices.contains(column) else { return nil }
        if case .glyph(let glyph) = rows[row][column] { return glyph }
        return nil
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
