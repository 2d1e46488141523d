import ConvergenceSupport
import ConvergenceTree

extension TerminalWidth {
    /// Stands in for a grapheme cluster that is wider than the whole wrap width.
    ///
    /// A two-column cluster (CJK, emoji) cannot be drawn on a one-column line, and cutting a
    /// cluster apart would show garbage, so `wrap(_:width:)` puts this one-column mark (U+25AF
    /// WHITE VERTICAL RECTANGLE, East Asian Width "N") on the line instead. It is the only case
    /// in which wrapping changes text, and it only happens when `width` is smaller than a single
    /// cluster — in practice width 1, or width 2 with an unusual three-column cluster.
    package static let unfittableClusterPlaceholder: Character = "\u{25AF}"

    /// Greedy word wrap of one sanitized line into lines of at most `width` columns.
    ///
    /// Lines break at U+0020 spaces, which are dropped at the break; runs of spaces between
    /// words that stay on a line are kept, as are leading spaces (indentation) as far as they fit
    /// beside the first word. A word wider than `width` starts on its own line and is broken at
    /// grapheme-cluster boundaries, which also wraps CJK text without spaces. Trailing spaces are
    /// trimmed, an empty or all-space line yields `[""]`, and `width` below 1 is treated as 1.
    /// Every returned line is at most `width` columns wide; clusters wider than `width` are
    /// replaced by `unfittableClusterPlaceholder` to keep that promise.
    ///
    /// The input is expected to be one line from `TerminalSanitizer`: no line breaks, no tabs.
    package static func wrap(_ line: String, width: Int) -> [String] {
        // An ASCII line that fits is itself, without its trailing spaces: every word stays where it is.
        if line.utf8.count <= width, UTF8Scan.isASCII(line) {
            var end = line.utf8.endIndex
            while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == 0x20 {
                end = line.utf8.index(before: end)
            }
            return [String(line[..<end])]
        }
        if let lines = wrapPrintableASCII(line, width: width) { return lines }
        return wrapByClusters(line, width: width)
    }

    /// `wrap(_:width:)` of a line of printable ASCII, byte by byte (each byte is a one-column cluster), or nil for
    /// any other line. The same rules as ``wrapByClusters(_:width:)``, which the tests compare it with.
    static func wrapPrintableASCII(_ line: String, width: Int) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            var lines: [Range<Int>] = []
            guard wrapPrintableASCII(bytes, 0..<bytes.count, width: width, into: &lines) else { return nil }
            return lines.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    /// ``wrapPrintableASCII(_:width:)`` of the line `bytes[line]`, without making a string per line: appends each
    /// wrapped line to `lines` as the range of `bytes` it shows. Returns false, having appended nothing, when the line
    /// holds a byte other than printable ASCII.
    static func wrapPrintableASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, width: Int, into lines: inout [Range<Int>]
    ) -> Bool {
        guard let base = bytes.baseAddress else {
            lines.append(line.lowerBound..<line.lowerBound)
            return true
        }
        let count = line.upperBound - line.lowerBound
        guard UTF8Scan.printableASCIIPrefix(base + line.lowerBound, count: count) == count else { return false }
        // The lines are moved into the wrapper and back, not copied.
        var wrapper = PrintableLineWrapper(bytes: base, width: width > 1 ? width : 1, start: line.lowerBound)
        swap(&lines, &wrapper.lines)
        defer { swap(&lines, &wrapper.lines) }
        let firstLine = wrapper.lines.count
        var spaces = 0
        var wordStart = line.lowerBound
        var index = line.lowerBound
        let end = line.upperBound
        // An index loop on a pointer: a debug build (what `swift test` runs) calls range iterators as unspecialised
        // generic functions.
        while index < end {
            if base[index] == 0x20 {
                if wordStart < index {
                    wrapper.place(wordStart, index, afterSpaces: spaces)
                    spaces = 0
                }
                spaces += 1
                wordStart = index + 1
            }
            index += 1
        }
        if wordStart < end { wrapper.place(wordStart, end, afterSpaces: spaces) }
        if wrapper.hasWord || wrapper.lines.count == firstLine {
            if !wrapper.hasWord { wrapper.lineEnd = wrapper.lineStart }
            wrapper.breakLine()
        }
        return true
    }

    /// `wrap(_:width:)` without its shortcut for ASCII lines that fit: every line goes cluster by cluster.
    package static func wrapByClusters(_ line: String, width: Int) -> [String] {
        var wrapper = LineWrapper(width: max(width, 1))
        var word: [(character: Character, columns: Int)] = []
        var spacesBeforeWord = 0
        for character in line {
            if character == " " {
                if !word.isEmpty {
                    wrapper.place(word, afterSpaces: spacesBeforeWord)
                    word.removeAll(keepingCapacity: true)
                    spacesBeforeWord = 0
                }
                spacesBeforeWord += 1
            } else {
                word.append((character, of(character)))
            }
        }
        if !word.isEmpty { wrapper.place(word, afterSpaces: spacesBeforeWord) }
        return wrapper.finish()
    }
}

/// Accumulates wrapped lines; split out of `wrap` so each placement rule reads on its own.
private struct LineWrapper {
    let width: Int
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    /// Whether `current` holds a word (and not just the paragraph's indentation, or nothing).
    var currentHasWord = false

    init(width: Int) {
        self.width = width
    }

    mutating func place(_ word: [(character: Character, columns: Int)], afterSpaces spaces: Int) {
        let wordWidth = word.reduce(0) { $0 + $1.columns }
        var indentation = spaces
        if currentHasWord {
            if currentWidth + spaces + wordWidth <= width {
                appendSpaces(spaces)
                for cluster in word { append(cluster.character, columns: cluster.columns) }
                return
            }
            breakLine()
            indentation = 0  // spaces at a break vanish; only the paragraph's first word is indented
        }
        currentHasWord = true
        if wordWidth <= width {
            appendSpaces(min(indentation, width - wordWidth))
            for cluster in word { append(cluster.character, columns: cluster.columns) }
            return
        }
        let firstColumns = min(word[0].columns, width)
        appendSpaces(min(indentation, width - firstColumns))
        for cluster in word {
            let fits = cluster.columns <= width
            let character = fits ? cluster.character : TerminalWidth.unfittableClusterPlaceholder
            let columns = fits ? cluster.columns : 1
            if currentWidth + columns > width {
                breakLine()
                currentHasWord = true
            }
            append(character, columns: columns)
        }
    }

    mutating func finish() -> [String] {
        if currentHasWord || lines.isEmpty { breakLine() }
        return lines
    }

    private mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        current.append(String(repeating: " ", count: count))
        currentWidth += count
    }

    private mutating func append(_ character: Character, columns: Int) {
        current.append(character)
        currentWidth += columns
    }

    private mutating func breakLine() {
        while current.last == " " { current.removeLast() }
        lines.append(current)
        current = ""
        currentWidth = 0
        currentHasWord = false
    }
}

/// Wraps a line of printable ASCII byte by byte (each byte is a one-column cluster) for
/// ``TerminalWidth/wrapPrintableASCII(_:_:width:into:)``, by the rules ``LineWrapper`` follows.
///
/// A struct with mutating methods rather than local functions: local functions that change the variables around them
/// make a debug build (what `swift test` runs) check every access to those at run time. Comparisons stand in for
/// `min`, which such a build calls as a generic function.
private struct PrintableLineWrapper {
    let bytes: UnsafePointer<UInt8>
    let width: Int
    var lines: [Range<Int>] = []
    // Every wrapped line is a run of the input: a word with the spaces kept before it, then each further word with
    // the spaces between; so a line is kept as the range `lineStart..<lineEnd` of the bytes.
    var lineStart: Int
    var lineEnd: Int
    /// Whether the current line holds a word (and not just the paragraph's indentation, or nothing).
    var hasWord = false

    init(bytes: UnsafePointer<UInt8>, width: Int, start: Int) {
        self.bytes = bytes
        self.width = width
        lineStart = start
        lineEnd = start
    }

    mutating func breakLine() {
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x20 { lineEnd -= 1 }
        lines.append(lineStart..<lineEnd)
        lineStart = lineEnd
        hasWord = false
    }

    /// Places bytes[start..<end], a word, after the `spaces` spaces just before it.
    mutating func place(_ start: Int, _ end: Int, afterSpaces spaces: Int) {
        let wordWidth = end - start
        var indentation = spaces
        if hasWord {
            if lineEnd - lineStart + spaces + wordWidth <= width {
                lineEnd = end
                return
            }
            breakLine()
            indentation = 0  // spaces at a break vanish; only the paragraph's first word is indented
        }
        hasWord = true
        // The indentation kept is what fits beside the word (beside its first byte when the word is cut).
        let room = wordWidth <= width ? width - wordWidth : width - 1
        lineStart = start - (indentation < room ? indentation : room)
        if wordWidth <= width {
            lineEnd = end
            return
        }
        lineEnd = start
        var index = start
        while index < end {
            if lineEnd - lineStart + 1 > width {
                breakLine()
                hasWord = true
                lineStart = index
            }
            lineEnd = index + 1
            index += 1
        }
    }
}
