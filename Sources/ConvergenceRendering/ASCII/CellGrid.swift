import ConvergenceSupport
import ConvergenceTree

/// A grid of terminal cells that layouts draw into, one grapheme cluster per cell.
///
/// A wide cluster fills its cell and marks the next as covered; zero-width clusters join the cell before them.
/// Writes past the right edge are dropped, so no row can ever be wider than the canvas.
///
/// Cells are bytes, kept row by row and only from a row's first drawn cell to its last: most of what a layout draws is
/// printable ASCII, stored as itself; any other cluster is kept aside by cell index, its cell marked as such. A blank
/// row costs no cells and blank columns beside the drawn ones none either, so a screen 10,000 columns wide and as many
/// rows tall holds what is drawn on it, not width × height bytes. Blank (never drawn) and a drawn space differ: drawing
/// a canvas onto another copies its spaces but not its blanks.
struct CellGrid: Equatable {
    /// A cell nothing was drawn in.
    private static let blankCell: UInt8 = 0
    /// The right part of the wide glyph to the left.
    private static let coveredCell: UInt8 = 1
    /// A glyph other than one printable ASCII character: see `clusters`.
    private static let clusterCell: UInt8 = 2

    /// The stored cells of one row: columns `start ..< start + cells.count`; every other cell of the row is blank.
    private struct Row {
        var start = 0
        var cells: [UInt8] = []

        var end: Int { start + cells.count }

        func cell(_ column: Int) -> UInt8 {
            column >= start && column < start + cells.count ? cells[column - start] : blankCell
        }

        /// Stores the columns `lower ..< upper` (adding blanks), so they can be written.
        mutating func store(_ lower: Int, _ upper: Int) {
            guard lower < upper else { return }
            if cells.isEmpty {
                start = lower
                cells = [UInt8](repeating: blankCell, count: upper - lower)
                return
            }
            if lower < start {
                cells.insert(contentsOf: repeatElement(blankCell, count: start - lower), at: 0)
                start = lower
            }
            if upper > start + cells.count {
                cells.append(contentsOf: repeatElement(blankCell, count: upper - start - cells.count))
            }
        }

        /// The first and one past the last column in `lower ..< upper` whose cell is not blank, or nil when all are.
        func drawnSpan(_ lower: Int, _ upper: Int) -> (Int, Int)? {
            var first = Swift.max(lower, start)
            var last = Swift.min(upper, start + cells.count)
            guard first < last else { return nil }
            return cells.withUnsafeBufferPointer { cells in
                while first < last, cells[first - start] == blankCell { first += 1 }
                while last > first, cells[last - 1 - start] == blankCell { last -= 1 }
                return first < last ? (first, last) : nil
            }
        }

        /// One past the last cell that is neither blank nor a space (0 when there is none).
        var shownEnd: Int {
            cells.withUnsafeBufferPointer { cells in
                var end = cells.count
                while end > 0, cells[end - 1] == blankCell || cells[end - 1] == 0x20 { end -= 1 }
                return end == 0 ? 0 : start + end
            }
        }
    }

    let width: Int
    var height: Int { rows.count }
    private var rows: [Row]
    /// The glyphs of the cells marked `clusterCell`, by cell index (`row × width + column`), and no other entries.
    private var clusters: [Int: String] = [:]
    /// Whether a cluster or a covered cell was ever drawn here; until then every cell is a blank or one byte, and
    /// clearing and copying cells need not look for the halves of wide glyphs.
    private var mayHoldWide = false

    /// Equal when every cell is: how much of a row is stored does not count.
    static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.clusters == rhs.clusters else { return false }
        for (left, right) in zip(lhs.rows, rhs.rows) {
            let span = left.drawnSpan(0, lhs.width)
            let other = right.drawnSpan(0, rhs.width)
            guard span?.0 == other?.0, span?.1 == other?.1 else { return false }
            if let (first, last) = span {
                for column in first..<last where left.cell(column) != right.cell(column) { return false }
            }
        }
        return true
    }

    /// How many cells are stored: what the canvas's memory grows with, rather than `width × height`.
    var storedCells: Int { rows.reduce(0) { $0 + $1.cells.count } }

    init(width: Int, height: Int = 0) {
        self.width = max(0, width)
        rows = [Row](repeating: Row(), count: max(0, height))
    }

    /// A canvas with one row per line of printable ASCII (the caller has checked the bytes): row `n` shows
    /// `bytes[lines[n]]` from the column `column` gives for its width, cut at the right edge, as writing each line
    /// into a blank canvas does.
    init(
        width: Int, printableLines lines: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>, column: (Int) -> Int
    ) {
        self.width = max(0, width)
        let width = self.width
        rows = lines.map { line in
            var count = line.count
            let first = column(count)
            if count > width - first { count = width - first }
            guard first >= 0, count > 0 else { return Row() }
            return Row(start: first, cells: Array(bytes[line.lowerBound..<(line.lowerBound + count)]))
        }
    }

    /// A canvas one row tall showing one line of printable ASCII (the caller has checked the bytes) from `column`, cut
    /// at the right edge: the one-line case of ``init(width:printableLines:of:column:)``, without an array of lines.
    init(width: Int, printableLine bytes: UnsafeBufferPointer<UInt8>, column: Int) {
        self.init(width: width, height: 1)
        let count = min(bytes.count, self.width - column)
        guard column >= 0, count > 0 else { return }
        rows[0] = Row(start: column, cells: Array(bytes[0..<count]))
    }

    /// Copies `count` bytes from `source` into `row` from `column` (inside the canvas), storing the cells first.
    private mutating func copy(_ source: UnsafePointer<UInt8>, count: Int, row: Int, column: Int) {
        rows[row].store(column, column + count)
        let offset = column - rows[row].start
        rows[row].cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + offset).update(from: source, count: count)
        }
    }

    /// Draws one line of printable ASCII (the caller has checked the bytes) in `row` from `column`, dropping what falls
    /// outside the canvas or at or past column `limit`: what drawing a canvas `limit` columns wide that shows the line
    /// there does.
    mutating func drawPrintable(_ bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, before limit: Int) {
        let first = max(0, -column)
        let last = min(bytes.count, min(width, limit) - column)
        guard row >= 0, row < height, first < last, let source = bytes.baseAddress else { return }
        guard !mayHoldWide else {
            // Wide glyphs cut by the line are cleared as drawing clears them.
            let shown = UnsafeBufferPointer(start: source + first, count: last - first)
            draw(CellGrid(width: shown.count, printableLine: shown, column: 0), row: row, column: column + first)
            return
        }
        copy(source + first, count: last - first, row: row, column: column + first)
    }

    mutating func addRows(_ count: Int) {
        guard count > 0 else { return }
        rows.append(contentsOf: repeatElement(Row(), count: count))
    }

    /// Adds `other`'s rows below the last row, starting at `column`: what adding rows and drawing `other` into them
    /// does, with whole rows moved at once when neither canvas holds wide glyphs or clusters.
    mutating func append(_ other: CellGrid, column: Int) {
        guard !mayHoldWide, !other.mayHoldWide, column >= 0, column + other.width <= width else {
            let top = height
            addRows(other.height)
            draw(other, row: top, column: column)
            return
        }
        guard column != 0 else {
            rows.append(contentsOf: other.rows)
            return
        }
        rows.append(contentsOf: other.rows.lazy.map { Row(start: $0.start + column, cells: $0.cells) })
    }

    // MARK: Cells

    private func cell(_ row: Int, _ column: Int) -> UInt8 {
        rows[row].cell(column)
    }

    private func isCovered(_ row: Int, _ column: Int) -> Bool {
        cell(row, column) == Self.coveredCell
    }

    private func isBlank(_ row: Int, _ column: Int) -> Bool {
        cell(row, column) == Self.blankCell
    }

    /// The glyph of a cell, or nil for a blank or covered one.
    private func glyphText(_ row: Int, _ column: Int) -> String? {
        let code = cell(row, column)
        switch code {
        case Self.blankCell, Self.coveredCell: return nil
        case Self.clusterCell: return clusters[row * width + column]
        default: return Self.asciiGlyphs[Int(code)]
        }
    }

    /// Sets one cell, storing it first unless it becomes a blank where nothing is stored.
    private mutating func setCell(_ code: UInt8, _ row: Int, _ column: Int) {
        if code == Self.blankCell, column < rows[row].start || column >= rows[row].end { return }
        rows[row].store(column, column + 1)
        rows[row].cells[column - rows[row].start] = code
    }

    private mutating func setMarker(_ marker: UInt8, _ row: Int, _ column: Int) {
        if cell(row, column) == Self.clusterCell { clusters[row * width + column] = nil }
        if marker == Self.coveredCell { mayHoldWide = true }
        setCell(marker, row, column)
    }

    private mutating func setGlyph(_ glyph: String, _ row: Int, _ column: Int) {
        var utf8 = glyph.utf8.makeIterator()
        if let byte = utf8.next(), utf8.next() == nil, (0x20...0x7E).contains(byte) {
            setMarker(byte, row, column)
        } else {
            mayHoldWide = true
            setCell(Self.clusterCell, row, column)
            clusters[row * width + column] = glyph
        }
    }

    /// One-character strings for the printable ASCII bytes, made once (index by the byte).
    private static let asciiGlyphs: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    // MARK: Drawing

    /// Writes one line of sanitised text starting at a column.
    mutating func write(_ text: String, row: Int, column: Int) {
        guard row >= 0, row < height else { return }
        if UTF8Scan.isPrintableASCII(text) {
            writePrintableASCII(text, row: row, column: column)
            return
        }
        var column = column
        var pendingZeroWidth = ""
        for character in text {
            let cluster = String(character)
            let columns = TerminalWidth.of(character)
            if columns == 0 {
                if let owner = glyphOwning(row: row, before: column), let previous = glyphText(row, owner) {
                    setGlyph(previous + cluster, row, owner)
                } else {
                    pendingZeroWidth += cluster
                }
                continue
            }
            guard column >= 0, column + columns <= width else { return }
            clear(row: row, column: column, count: columns)
            setGlyph(pendingZeroWidth + cluster, row, column)
            pendingZeroWidth = ""
            for extra in stride(from: 1, to: columns, by: 1) {
                setMarker(Self.coveredCell, row, column + extra)
            }
            column += columns
        }
        guard !pendingZeroWidth.isEmpty else { return }
        // Only invisible characters: keep them somewhere on the row so no user text is dropped.
        if let owner = glyphOwning(row: row, before: column), let previous = glyphText(row, owner) {
            setGlyph(previous + pendingZeroWidth, row, owner)
        } else if column >= 0, column < width {
            setGlyph(pendingZeroWidth, row, column)
        } else if width > 0, isBlank(row, width - 1) {
            setGlyph(pendingZeroWidth, row, width - 1)
        }
    }

    /// `write` for printable ASCII, where every byte is a cluster of one column: the cells it covers are cleared
    /// once, as a whole, which is what clearing them one by one comes to.
    private mutating func writePrintableASCII(_ text: String, row: Int, column: Int) {
        var text = text
        text.withUTF8 { writePrintableASCII($0, row: row, column: column) }
    }

    /// ``write(_:row:column:)`` of the bytes of one line of printable ASCII (the caller has checked them).
    private mutating func writePrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int) {
        // Starting left of the canvas draws nothing, as the first cluster already does not fit.
        guard row >= 0, row < height, column >= 0 else { return }
        let count = min(bytes.count, width - column)
        guard count > 0, let source = bytes.baseAddress else { return }
        // Without wide glyphs, every cell written over is one byte: clearing them first would change nothing.
        if mayHoldWide { clear(row: row, column: column, count: count) }
        copy(source, count: count, row: row, column: column)
    }

    /// The column of the glyph that owns the cell just before a column (itself, or the wide glyph covering it).
    private func glyphOwning(row: Int, before column: Int) -> Int? {
        var index = min(column, width) - 1
        while index >= 0, isCovered(row, index) { index -= 1 }
        guard index >= 0, !isBlank(row, index) else { return nil }
        return index
    }

    /// Blanks cells, and the halves of wide glyphs cut by the change.
    private mutating func clear(row: Int, column: Int, count: Int) {
        guard mayHoldWide else {
            // Only blanks and single bytes: clearing is blanking the stored part of the span.
            // Bounds taken first: a copy of the row held across the change would make the change copy its cells.
            let start = rows[row].start
            let lower = max(column, start)
            let upper = min(width, column + count, rows[row].end)
            guard lower < upper else { return }
            rows[row].cells.withUnsafeMutableBufferPointer { cells in
                (cells.baseAddress! + lower - start).update(repeating: Self.blankCell, count: upper - lower)
            }
            return
        }
        // A wide glyph cut on its left loses its head: blank back to the glyph that owned the covered cells.
        var start = column
        while start > 0, isCovered(row, start) { start -= 1 }
        for index in start..<column { setMarker(Self.blankCell, row, index) }
        // Cells after the change that were covered by a glyph inside it are orphans now.
        var end = column + count
        while end < width, isCovered(row, end) {
            setMarker(Self.blankCell, row, end)
            end += 1
        }
        for index in column..<min(width, column + count) where !isBlank(row, index) {
            setMarker(Self.blankCell, row, index)
        }
    }

    /// Copies another canvas's non-blank cells in, with its top-left corner at a position.
    mutating func draw(_ other: CellGrid, row: Int, column: Int) {
        if !mayHoldWide, !other.mayHoldWide {
            drawBytes(other, row: row, column: column)
            return
        }
        for offset in 0..<other.height {
            let target = row + offset
            guard target >= 0, target < height else { continue }
            let source = other.rows[offset]
            var index = source.start
            while index < min(other.width, source.end) {
                let destination = column + index
                let code = source.cell(index)
                if code != Self.blankCell, code != Self.coveredCell {
                    var span = 1
                    while index + span < other.width, source.cell(index + span) == Self.coveredCell {
                        span += 1
                    }
                    if destination >= 0, destination + span <= width {
                        clear(row: target, column: destination, count: span)
                        if code == Self.clusterCell {
                            setGlyph(other.clusters[offset * other.width + index] ?? "", target, destination)
                        } else {
                            setCell(code, target, destination)
                        }
                        for extra in stride(from: 1, to: span, by: 1) {
                            setMarker(Self.coveredCell, target, destination + extra)
                        }
                    }
                    index += span
                } else {
                    index += 1
                }
            }
        }
    }

    /// `draw` when neither canvas holds clusters or covered cells: every non-blank byte is copied as it is, which is
    /// what clearing and setting it one by one comes to.
    private mutating func drawBytes(_ other: CellGrid, row: Int, column: Int) {
        let first = max(0, -column)
        let last = min(other.width, width - column)
        guard first < last else { return }
        for offset in 0..<other.height {
            let targetRow = row + offset
            guard targetRow >= 0, targetRow < height else { continue }
            let source = other.rows[offset]
            guard let (lower, upper) = source.drawnSpan(first, last) else { continue }
            rows[targetRow].store(column + lower, column + upper)
            let shift = column - rows[targetRow].start
            source.cells.withUnsafeBufferPointer { from in
                rows[targetRow].cells.withUnsafeMutableBufferPointer { to in
                    for index in lower..<upper where from[index - source.start] != Self.blankCell {
                        to[index + shift] = from[index - source.start]
                    }
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
        for row in rowRange where row >= 0 && row < height {
            clear(row: row, column: start, count: end - start)
        }
    }

    /// The glyph that starts at a cell, if any.
    func glyph(row: Int, column: Int) -> String? {
        guard row >= 0, row < height, column >= 0, column < width else { return nil }
        return glyphText(row, column)
    }

    /// The whole canvas as a render's text — rows with trailing blanks trimmed, blank rows at the bottom dropped,
    /// each row ending in a newline — when every cell is a blank or printable ASCII; nil otherwise (then ``lines``).
    var plainText: String? {
        guard clusters.isEmpty else { return nil }
        // Covered cells are only ever drawn with a wide glyph.
        if mayHoldWide, rows.contains(where: { $0.cells.contains(Self.coveredCell) }) { return nil }
        let ends = rows.map(\.shownEnd)
        var shown = height
        while shown > 0, ends[shown - 1] == 0 { shown -= 1 }
        guard shown > 0 else { return "\n" }
        var capacity = shown
        for row in 0..<shown { capacity += ends[row] }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            let out = buffer.baseAddress!
            var next = 0
            for row in 0..<shown {
                let stored = rows[row]
                let end = ends[row]
                let lead = min(stored.start, end)
                // Blank cells show as spaces: each cell that is not printable is a blank here.
                (out + next).initialize(repeating: 0x20, count: lead)
                next += lead
                stored.cells.withUnsafeBufferPointer { cells in
                    var index = 0
                    while index < end - lead {
                        let cell = cells[index]
                        out[next + index] = cell &- 0x20 < 0x5F ? cell : 0x20
                        index += 1
                    }
                }
                next += end - lead
                out[next] = 0x0A
                next += 1
            }
            return next
        }
    }

    /// The rows as text, trailing blanks trimmed (``plainText`` is the whole text when there are no clusters).
    var lines: [String] {
        return rows.indices.map { row in
            let stored = rows[row]
            var bytes = [UInt8](repeating: 0x20, count: min(stored.start, width))
            bytes.reserveCapacity(min(stored.end, width))
            var hasClusters = false
            for column in stored.start..<min(stored.end, width) {
                switch stored.cells[column - stored.start] {
                case Self.blankCell: bytes.append(0x20)
                case Self.coveredCell: break
                case Self.clusterCell:
                    hasClusters = true
                    bytes.append(contentsOf: (clusters[row * width + column] ?? "").utf8)
                case let byte: bytes.append(byte)
                }
            }
            guard !hasClusters else {
                // A cluster may end in a space byte without being a space (a prepended mark): trim by clusters.
                var line = String(decoding: bytes, as: UTF8.self)
                while line.last == " " { line.removeLast() }
                return line
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
