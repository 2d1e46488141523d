import ConvergenceTestSupport
import ConvergenceTree
import Testing

@testable import ConvergenceRendering

/// A canvas's shortcuts for printable ASCII give what drawing and reading it cell by cell gives.
@Suite struct CellGridTextTests {
    static let pieces = ["a", "bc", " ", "  x", "~", "  ", "Row 42", "中", "é"]

    /// What a render reads off a canvas without ``CellGrid/plainText``: its rows, blank rows at the bottom dropped.
    static func generalText(_ canvas: CellGrid) -> String {
        var lines = canvas.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: 0..<300)
    func plainTextIsTheRowsTrimmedWhenEveryCellIsPrintableASCII(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0xCA57_7E, index: index))
        var canvas = CellGrid(width: random.int(0...12), height: random.int(0...5))
        // Wide glyphs drawn and then (often) written over leave a canvas that once held them but may hold none now.
        for _ in 0..<random.int(0...8) where canvas.width > 0 && canvas.height > 0 {
            canvas.write(
                random.pick(Self.pieces), row: random.int(0...canvas.height - 1),
                column: random.int(-1...canvas.width - 1))
        }
        let general = Self.generalText(canvas)
        if let text = canvas.plainText {
            #expect(text == general, "case \(index)")
        } else {
            #expect(general.utf8.contains { $0 >= 0x80 }, "case \(index)")
        }
    }

    @Test(arguments: 0..<300)
    func printableLinesDrawWhatWritingEachLineDraws(case index: Int) {
        var random = PropertyRandom(seed: PropertyRandom.caseSeed(master: 0xCA57_7F, index: index))
        let content = (0..<random.int(0...12)).map { _ in random.pick(["ab", "cde", " ", "~", "|"]) }.joined()
        let count = content.utf8.count
        let lines = (0..<random.int(0...5)).map { _ -> Range<Int> in
            let start = random.int(0...count)
            return start..<random.int(start...count)
        }
        let width = random.int(0...10)
        let shift = random.int(-2...3)
        // Columns left of the canvas, inside it and past its right edge.
        let column = { (lineWidth: Int) in (width - lineWidth) / 2 + shift }
        var written = CellGrid(width: width, height: lines.count)
        let bytes = Array(content.utf8)
        for (row, line) in lines.enumerated() {
            written.write(String(decoding: bytes[line], as: UTF8.self), row: row, column: column(line.count))
        }
        var text = content
        let drawn = text.withUTF8 { CellGrid(width: width, printableLines: lines, of: $0, column: column) }
        #expect(drawn == written, "\(content.debugDescription) \(lines) width \(width) shift \(shift)")
    }
}
