import ConvergenceSupport
import ConvergenceTree

/// A grid of terminal cells that layouts draw into, one grapheme cluster per cell.
///
/// A wide cluster fills its cell and marks the next as covered; zero-width clusters join the cell before them.
/// Writes past the right edge are dropped, so no row can ever be wider than the canvas.
///
/// Cells are bytes, row after row: most of what a layout draws is printable ASCII, stored as itself; any other
/// cluster is kept aside by cell index, its cell marked as such. Blank (never drawn) and a drawn space differ:
/// drawing a canvas onto another copies its spaces but not its blanks.
struct Canvas: Equatable {
    /// A cell nothing was drawn in.
    private static let blankCell: UInt8 = 0
    /// The right part of the wide glyph to the left.
    private static let coveredCell: UInt8 = 1
    /// A glyph other than one printable ASCII character: see `clusters`.
    private static let clusterCell: UInt8 = 2

    let width: Int
    private(set) var height: Int
    /// `height × width` cells, row after row: a printable ASCII byte, or one of the markers above.
    private var cells: [UInt8]
    /// The glyphs of the cells marked `clusterCell`, by cell index (and no other entries).
    private var clusters: [Int: String] = [:]
    /// Whether a cluster or a covered cell was ever drawn here; until then every cell is a blank or one byte, and
    /// clearing and copying cells need not look for the halves of wide glyphs.
    private var mayHoldWide = false

    static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells && lhs.clusters == rhs.clusters
    }

    init(width: Int, height: Int = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = [UInt8](repeating: Self.blankCell, count: self.width * self.height)
    }

    /// A canvas with one row per line of printable ASCII (the caller has checked the bytes): row `n` shows
    /// `bytes[lines[n]]` from the column `column` gives for its width, cut at the right edge, as writing each line
    /// into a blank canvas does.
    init(
        width: Int, printableLines lines: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>, column: (Int) -> Int
    ) {
        self.init(width: width, height: lines.count)
        let width = self.width
        guard let source = bytes.baseAddress else { return }
        // Index loops on pointers, obtained once: a debug build (what `swift test` runs) calls array subscripts,
        // `enumerated()` and `min` as unspecialised generic functions, at a cost per line and per byte.
        cells.withUnsafeMutableBufferPointer { cells in
            lines.withUnsafeBufferPointer { lines in
                guard let target = cells.baseAddress, let line = lines.baseAddress else { return }
                var row = 0
                while row < lines.count {
                    let start = line[row].lowerBound
                    var count = line[row].upperBound - start
                    let first = column(count)
                    if count > width - first { count = width - first }
                    if first >= 0, count > 0 {
                        (target + row * width + first).update(from: source + start, count: count)
                    }
                    row += 1
                }
            }
        }
    }

    /// A canvas one row tall showing one line of printable ASCII (the caller has checked the bytes) from `column`, cut
    /// at the right edge: the one-line case of ``init(width:printableLines:of:column:)``, without an array of lines.
    init(width: Int, printableLine bytes: UnsafeBufferPointer<UInt8>, column: Int) {
        self.init(width: width, height: 1)
        let count = min(bytes.count, self.width - column)
        guard column >= 0, count > 0, let source = bytes.baseAddress else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + column).update(from: source, count: count)
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
            draw(Canvas(width: shown.count, printableLine: shown, column: 0), row: row, column: column + first)
            return
        }
        let start = row * width + column
        cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + start + first).update(from: source + first, count: last - first)
        }
    }

    mutating func addRows(_ count: Int) {
        guard count > 0 else { return }
        cells.append(contentsOf: repeatElement(Self.blankCell, count: width * count))
        height += count
    }

    /// Adds `other`'s rows below the last row, starting at `column`: what adding rows and drawing `other` into them
    /// does, with whole rows copied at once when neither canvas holds wide glyphs or clusters.
    mutating func append(_ other: Canvas, column: Int) {
        guard !mayHoldWide, !other.mayHoldWide, column >= 0, column + other.width <= width else {
            let top = height
            addRows(other.height)
            draw(other, row: top, column: column)
            return
        }
        guard other.width != width else {
            cells.append(contentsOf: other.cells)
            height += other.height
            return
        }
        let before = [UInt8](repeating: Self.blankCell, count: column)
        let after = [UInt8](repeating: Self.blankCell, count: width - column - other.width)
        for row in 0..<other.height {
            cells.append(contentsOf: before)
            cells.append(contentsOf: other.cells[(row * other.width)..<((row + 1) * other.width)])
            cells.append(contentsOf: after)
        }
        height += other.height
    }

    // MARK: Cells

    private func isCovered(_ row: Int, _ column: Int) -> Bool {
        cells[row * width + column] == Self.coveredCell
    }

    private func isBlank(_ row: Int, _ column: Int) -> Bool {
        cells[row * width + column] == Self.blankCell
    }

    /// The glyph of a cell, or nil for a blank or covered one.
    private func glyphText(at index: Int) -> String? {
        let code = cells[index]
        switch code {
        case Self.blankCell, Self.coveredCell: return nil
        case Self.clusterCell: return clusters[index]
        default: return Self.asciiGlyphs[Int(code)]
        }
    }

    private mutating func setMarker(_ marker: UInt8, at index: Int) {
        if cells[index] == Self.clusterCell { clusters[index] = nil }
        if marker == Self.coveredCell { mayHoldWide = true }
        cells[index] = marker
    }

    private mutating func setGlyph(_ glyph: String, at index: Int) {
        var utf8 = glyph.utf8.makeIterator()
        if let byte = utf8.next(), utf8.next() == nil, (0x20...0x7E).contains(byte) {
            setMarker(byte, at: index)
        } else {
            mayHoldWide = true
            cells[index] = Self.clusterCell
            clusters[index] = glyph
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
                if let owner = glyphOwning(row: row, before: column), let previous = glyphText(at: row * width + owner)
                {
                    setGlyph(previous + cluster, at: row * width + owner)
                } else {
                    pendingZeroWidth += cluster
                }
                continue
            }
            guard column >= 0, column + columns <= width else { return }
            clear(row: row, column: column, count: columns)
            setGlyph(pendingZeroWidth + cluster, at: row * width + column)
            pendingZeroWidth = ""
            for extra in stride(from: 1, to: columns, by: 1) {
                setMarker(Self.coveredCell, at: row * width + column + extra)
            }
            column += columns
        }
        guard !pendingZeroWidth.isEmpty else { return }
        // Only invisible characters: keep them somewhere on the row so no user text is dropped.
        if let owner = glyphOwning(row: row, before: column), let previous = glyphText(at: row * width + owner) {
            setGlyph(previous + pendingZeroWidth, at: row * width + owner)
        } else if column >= 0, column < width {
            setGlyph(pendingZeroWidth, at: row * width + column)
        } else if width > 0, isBlank(row, width - 1) {
            setGlyph(pendingZeroWidth, at: row * width + width - 1)
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
        let start = row * width + column
        cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + start).update(from: source, count: count)
        }
    }

    /// The glyph cell that owns the cell just before a column (itself, or the wide glyph covering it).
    private func glyphOwning(row: Int, before column: Int) -> Int? {
        var index = min(column, width) - 1
        while index >= 0, isCovered(row, index) { index -= 1 }
        guard index >= 0, !isBlank(row, index) else { return nil }
        return index
    }

    /// Blanks cells, and the halves of wide glyphs cut by the change.
    private mutating func clear(row: Int, column: Int, count: Int) {
        let base = row * width
        guard mayHoldWide else {
            // Only blanks and single bytes: clearing is blanking the span.
            for index in column..<min(width, column + count) { cells[base + index] = Self.blankCell }
            return
        }
        // A wide glyph cut on its left loses its head: blank back to the glyph that owned the covered cells.
        var start = column
        while start > 0, isCovered(row, start) { start -= 1 }
        for index in start..<column { setMarker(Self.blankCell, at: base + index) }
        // Cells after the change that were covered by a glyph inside it are orphans now.
        var end = column + count
        while end < width, isCovered(row, end) {
            setMarker(Self.blankCell, at: base + end)
            end += 1
        }
        for index in column..<min(width, column + count) { setMarker(Self.blankCell, at: base + index) }
    }

    /// Copies another canvas's non-blank cells in, with its top-left corner at a position.
    mutating func draw(_ other: Canvas, row: Int, column: Int) {
        if !mayHoldWide, !other.mayHoldWide {
            drawBytes(other, row: row, column: column)
            return
        }
        for offset in 0..<other.height {
            let target = row + offset
            guard target >= 0, target < height else { continue }
            let otherBase = offset * other.width
            var index = 0
            while index < other.width {
                let destination = column + index
                let code = other.cells[otherBase + index]
                if code != Self.blankCell, code != Self.coveredCell {
                    var span = 1
                    while index + span < other.width, other.cells[otherBase + index + span] == Self.coveredCell {
                        span += 1
                    }
                    if destination >= 0, destination + span <= width {
                        clear(row: target, column: destination, count: span)
                        let cell = target * width + destination
                        if code == Self.clusterCell {
                            setGlyph(other.clusters[otherBase + index] ?? "", at: cell)
                        } else {
                            cells[cell] = code
                        }
                        for extra in stride(from: 1, to: span, by: 1) { setMarker(Self.coveredCell, at: cell + extra) }
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
    private mutating func drawBytes(_ other: Canvas, row: Int, column: Int) {
        let first = max(0, -column)
        let last = min(other.width, width - column)
        guard first < last else { return }
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                for offset in 0..<other.height {
                    let targetRow = row + offset
                    guard targetRow >= 0, targetRow < height else { continue }
                    let from = offset * other.width
                    let to = targetRow * width + column
                    for index in first..<last where source[from + index] != Self.blankCell {
                        target[to + index] = source[from + index]
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
        return glyphText(at: row * width + column)
    }

    /// The whole canvas as a render's text — rows with trailing blanks trimmed, blank rows at the bottom dropped,
    /// each row ending in a newline — when every cell is a blank or printable ASCII; nil otherwise (then ``lines``).
    var plainText: String? {
        guard clusters.isEmpty else { return nil }
        return cells.withUnsafeBufferPointer { buffer -> String? in
            // Index loops on a pointer rather than `contains`, ranges, `reduce` and an array of row ends: a debug
            // build (what `swift test` runs) calls those as unspecialised generic functions, per step.
            guard let cells = buffer.baseAddress else { return "\n" }
            // Covered cells are only ever drawn with a wide glyph.
            if mayHoldWide {
                let covered = Self.coveredCell
                var cell = 0
                while cell < buffer.count {
                    if cells[cell] == covered { return nil }
                    cell += 1
                }
            }
            var shown = height
            while shown > 0, Self.shownEnd(ofRow: shown - 1, width: width, in: cells) == (shown - 1) * width {
                shown -= 1
            }
            guard shown > 0 else { return "\n" }
            // Room for every shown row whole and its line feed; each row then takes up to its last shown cell.
            return String(unsafeUninitializedCapacity: shown * (width + 1)) { buffer in
                let out = buffer.baseAddress!
                var next = 0
                var row = 0
                while row < shown {
                    let start = row * width
                    let count = Self.shownEnd(ofRow: row, width: width, in: cells) - start
                    // Blank cells show as spaces: each cell that is not printable is a blank here. One pass that
                    // copies and replaces at once, with no branch a row of many blanks would keep taking.
                    let source = cells + start
                    var index = 0
                    while index < count {
                        let cell = source[index]
                        out[next + index] = cell &- 0x20 < 0x5F ? cell : 0x20
                        index += 1
                    }
                    next += count
                    out[next] = 0x0A
                    next += 1
                    row += 1
                }
                return next
            }
        }
    }

    /// The index just past a row's last cell that is neither blank nor a space (the row's first cell when none is).
    private static func shownEnd(ofRow row: Int, width: Int, in cells: UnsafePointer<UInt8>) -> Int {
        let blank = blankCell
        let base = row * width
        var end = base + width
        while end > base, cells[end - 1] == blank || cells[end - 1] == 0x20 { end -= 1 }
        return end
    }

    /// The rows as text, trailing blanks trimmed (``plainText`` is the whole text when there are no clusters).
    var lines: [String] {
        return (0..<height).map { row in
            let base = row * width
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width)
            var hasClusters = false
            for index in base..<(base + width) {
                switch cells[index] {
                case Self.blankCell: bytes.append(0x20)
                case Self.coveredCell: break
                case Self.clusterCell:
                    hasClusters = true
                    bytes.append(contentsOf: (clusters[index] ?? "").utf8)
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
