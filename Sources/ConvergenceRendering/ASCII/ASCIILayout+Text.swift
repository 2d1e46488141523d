import ConvergenceSupport
import ConvergenceTree

/// Text: wrapped and truncated lines, symbols, and the plain nodes other families draw their words with.
extension ASCIILayout {
    /// The lines a text shows at a width: sanitised, wrapped, and cut to its line limit with `…`.
    func textLines(_ text: TextNode, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if let lines = plainLines(text, width: width) {
            var content = text.content
            return content.withUTF8 { bytes in
                lines.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            }
        }
        let key = WrappedTexts.Key(content: text.content, width: width, lineLimit: text.style.lineLimit)
        if let known = wrappedTexts.lines[key] { return known }
        let lines = wrap(text, width: width)
        wrappedTexts.lines[key] = lines
        return lines
    }

    /// ``textLines(_:width:)`` of a text of printable ASCII and line feeds, as the ranges of its UTF-8 bytes each line
    /// shows (every byte is one column, so a range's length is its line's width); nil for any other text, for a line
    /// limit that cuts it, and for a width below 1.
    ///
    /// Measuring a text and then drawing it asks for the same width, so the last answer is kept; a text's content is
    /// one string all through a render, which compares equal to itself at once.
    func plainLines(_ text: TextNode, width: Int) -> [Range<Int>]? {
        guard width > 0 else { return nil }
        if let last = wrappedTexts.lastPlain, last.width == width, last.lineLimit == text.style.lineLimit,
            last.content == text.content
        {
            return last.lines
        }
        let lines = Self.plainLines(of: text.content, width: width, lineLimit: text.style.lineLimit)
        wrappedTexts.lastPlain = (text.content, width, text.style.lineLimit, lines)
        return lines
    }

    /// ``plainLines(_:width:)`` worked out: each line up to a line feed is wrapped as
    /// ``TerminalWidth/wrap(_:width:)`` wraps it, from one pass over the bytes (and a second over the lines too wide).
    static func plainLines(of content: String, width: Int, lineLimit: Int?) -> [Range<Int>]? {
        var content = content
        let lines = content.withUTF8 { bytes -> [Range<Int>]? in
            var lines: [Range<Int>] = []
            var start = 0
            while true {
                guard let end = endOfPrintableLine(bytes, from: start) else { return nil }
                if end - start <= width {
                    // A line that fits is itself without its trailing spaces: no word moves.
                    var trimmed = end
                    while trimmed > start, bytes[trimmed - 1] == 0x20 { trimmed -= 1 }
                    lines.append(start..<trimmed)
                } else {
                    _ = TerminalWidth.wrapPrintableASCII(bytes, start..<end, width: width, into: &lines)
                }
                guard end < bytes.count else { return lines }
                start = end + 1
            }
        }
        guard let lines else { return nil }
        if let lineLimit, lineLimit >= 1, lines.count > lineLimit { return nil }
        return lines
    }

    /// Where the line starting at `start` ends (its line feed, or the end of the bytes); nil when it holds a byte
    /// other than printable ASCII.
    private static func endOfPrintableLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return start }
        let end = start + UTF8Scan.printableASCIIPrefix(base + start, count: bytes.count - start)
        return end == bytes.count || base[end] == 0x0A ? end : nil
    }

    func wrap(_ text: TextNode, width: Int) -> [String] {
        var lines: [String] = []
        for line in TerminalSanitizer.lines(of: text.content) {
            lines += TerminalWidth.wrap(TerminalSanitizer.anchored(line), width: width)
        }
        if let limit = text.style.lineLimit, limit >= 1, lines.count > limit {
            lines = Array(lines.prefix(limit))
            let last = lines[limit - 1]
            lines[limit - 1] =
                TerminalWidth.of(last) + 1 <= width ? last + "…" : TerminalWidth.truncate(last + "…", toWidth: width)
        }
        return lines
    }

    func renderText(_ text: TextNode, width: Int) -> CellGrid {
        if text.style.sizeScale > 1, width > 0 { return renderScaledText(text, width: width) }
        // One line of printable ASCII that fits (a list row's label, a number) is one row, with nothing to wrap.
        if width > 0, let shown = Self.fittingPrintableLine(text.content, width: width) {
            var content = text.content
            let column = offset(of: shown, in: width, text.style.alignment)
            return content.withUTF8 { bytes in
                CellGrid(width: width, printableLine: UnsafeBufferPointer(rebasing: bytes[0..<shown]), column: column)
            }
        }
        // Lines of printable ASCII go straight from the text's bytes to the canvas, without a string per line.
        if let lines = plainLines(text, width: width) { return renderPlainText(text, lines: lines, width: width) }
        return renderTextGenerally(text, width: width)
    }

    /// A text at a larger Dynamic Type size: wrapped (and cut by its line limit) at the width that holds as many of
    /// its characters as `width` holds at the standard size, each line placed in the full width by its alignment.
    func renderScaledText(_ text: TextNode, width: Int) -> CellGrid {
        let lines = textLines(text, width: scaledWidth(width, text.style.sizeScale))
        var canvas = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            canvas.write(line, row: row, column: offset(of: TerminalWidth.of(line), in: width, text.style.alignment))
        }
        return canvas
    }

    /// How many characters of a text at `scale` fit in `width` columns (at least one).
    func scaledWidth(_ width: Int, _ scale: Double) -> Int {
        max(1, Int((Double(width) / scale + 1e-9).rounded(.down)))
    }

    /// ``renderText(_:width:)`` without its shortcut for lines of printable ASCII.
    func renderTextGenerally(_ text: TextNode, width: Int) -> CellGrid {
        let lines = textLines(text, width: width)
        var canvas = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            let column = offset(of: TerminalWidth.of(line), in: width, text.style.alignment)
            canvas.write(line, row: row, column: column)
        }
        return canvas
    }

    /// ``renderText(_:width:)`` of a text whose ``plainLines(_:width:)`` are `lines`: each placed by the text's
    /// alignment, as the general path places them.
    private func renderPlainText(_ text: TextNode, lines: [Range<Int>], width: Int) -> CellGrid {
        var content = text.content
        let alignment = text.style.alignment
        return content.withUTF8 { bytes in
            CellGrid(width: width, printableLines: lines, of: bytes) { offset(of: $0, in: width, alignment) }
        }
    }

    /// A symbol as the text of its glyph.
    func symbolText(_ image: ImageNode) -> TextNode {
        let glyph = symbolGlyph(image.systemName)
        guard isRightToLeft, image.flipsForRightToLeft || SymbolTable.isDirectional(image.systemName) else {
            return TextNode(glyph, style: TextStyle())
        }
        return TextNode(SymbolTable.mirrored(glyph), style: TextStyle())
    }

    /// The glyph of a symbol the layout draws itself that points the way content flows (a row's chevron): turned
    /// where the layout runs right to left.
    func flowGlyph(_ systemName: String) -> String {
        isRightToLeft ? SymbolTable.mirrored(symbolGlyph(systemName)) : symbolGlyph(systemName)
    }

    /// The glyph this render's style draws for an SF Symbol name, such as `>` for `chevron.right` in ASCII.
    func symbolGlyph(_ systemName: String) -> String {
        SymbolTable.glyph(for: systemName, in: style == .ascii ? .ascii : .unicode)
    }

    /// Plain text for control decorations, never cut.
    func plain(_ text: String) -> Node {
        .text(TextNode(text))
    }

    /// User text that must stay on one line: its lines joined by spaces, each anchored so nothing fuses with the
    /// decorations drawn around it.
    func singleLine(_ text: String) -> String {
        TerminalSanitizer.lines(of: text).map(TerminalSanitizer.anchored).joined(separator: " ")
    }

    /// The widest word of a text: below this width, words break mid-way.
    func widestWord(_ text: String) -> Int {
        if UTF8Scan.isPrintableASCII(text) {
            // Printable ASCII needs no sanitizing, and every character is one column: the longest run without spaces.
            var widest = 0
            var run = 0
            for byte in text.utf8 {
                run = byte == 0x20 ? 0 : run + 1
                widest = max(widest, run)
            }
            return widest
        }
        return widestWordByClusters(text)
    }

    /// ``widestWord(_:)`` without its shortcut for printable ASCII.
    func widestWordByClusters(_ text: String) -> Int {
        var widest = 0
        for line in TerminalSanitizer.lines(of: text) {
            for word in TerminalSanitizer.anchored(line).split(separator: " ") {
                widest = max(widest, TerminalWidth.of(word))
            }
        }
        return widest
    }

    /// The same content with every line of its text centred, as SwiftUI centres a content-unavailable message.
    func centered(_ node: Node) -> Node {
        switch node {
        case .text(var text):
            text.style.alignment = .center
            return .text(text)
        case .stack(var stack):
            stack.children = stack.children.map(centered)
            return .stack(stack)
        case .accessibility(var accessibility):
            accessibility.content = centered(accessibility.content)
            return .accessibility(accessibility)
        case .task(let effect, let content): return .task(effect, centered(content))
        case .empty, .image, .spacer, .divider, .list, .section, .button, .label, .progress, .unavailable, .textField,
            .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .tagged, .link, .presentation, .tabView,
            .row, .tabItem, .badge, .refreshable, .splitView, .valueControl, .shape, .grid, .hidden, .prioritized,
            .gesture, .firstFitting, .marked:
            return node
        }
    }

    /// A text's width at an offer: its widest shown line, or the whole offer when drawing at that narrower width
    /// would wrap (and cut) differently.
    func measureText(_ text: TextNode, proposal: Int) -> Int {
        if text.style.sizeScale > 1, proposal > 0 {
            // Each character takes `sizeScale` columns' room: the lines wrap at the narrower width, and the text
            // claims the room its widest line takes at that size, at which it wraps the same.
            let lines = textLines(text, width: scaledWidth(proposal, text.style.sizeScale))
            let widest = lines.map(TerminalWidth.of).max() ?? 0
            return min(proposal, Int((Double(widest) * text.style.sizeScale).rounded(.up)))
        }
        // One line of printable ASCII that fits is as wide as its characters up to the last that is not a space.
        if proposal > 0, let shown = Self.fittingPrintableLine(text.content, width: proposal) { return shown }
        guard let lines = plainLines(text, width: proposal) else {
            return measureTextGenerally(text, proposal: proposal)
        }
        // Lines of printable ASCII wrap the same at their widest line's width: every word that joined a line still
        // fits beside it, every break was forced by a word wider than that, every indentation kept still fits, and
        // no word is wider than it, so none is cut. The lines are remembered for that width, which is the one the
        // text is drawn at.
        let width = Self.widest(lines)
        if width > 0, width < proposal {
            wrappedTexts.lastPlain = (text.content, width, text.style.lineLimit, lines)
        }
        return width
    }

    /// For a text of printable ASCII with no line feed and at most `width` characters, the number of characters it
    /// shows: all but its trailing spaces. Nil for any other text.
    ///
    /// This is ``plainLines(of:width:lineLimit:)`` for the commonest text, which is one line that fits: its one line
    /// is `0..<shown` whatever the line limit, and no array of lines needs making.
    static func fittingPrintableLine(_ content: String, width: Int) -> Int? {
        var content = content
        return content.withUTF8 { fittingPrintableLine($0, width: width) }
    }

    /// ``fittingPrintableLine(_:width:)`` of a text's UTF-8 bytes.
    static func fittingPrintableLine(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
        guard bytes.count <= width, let base = bytes.baseAddress else { return bytes.isEmpty ? 0 : nil }
        guard UTF8Scan.printableASCIIPrefix(base, count: bytes.count) == bytes.count else { return nil }
        var shown = bytes.count
        while shown > 0, base[shown - 1] == 0x20 { shown -= 1 }
        return shown
    }

    /// The longest of some ranges' lengths, 0 for none.
    static func widest(_ lines: [Range<Int>]) -> Int {
        lines.withUnsafeBufferPointer { lines in
            // An index loop on a pointer: a debug build calls `reduce`, `max` and range iterators as unspecialised
            // generic functions.
            guard let line = lines.baseAddress else { return 0 }
            var widest = 0
            var index = 0
            while index < lines.count {
                let width = line[index].upperBound - line[index].lowerBound
                if width > widest { widest = width }
                index += 1
            }
            return widest
        }
    }

    /// ``measureText(_:proposal:)`` without its shortcut for lines of printable ASCII.
    func measureTextGenerally(_ text: TextNode, proposal: Int) -> Int {
        let lines = textLines(text, width: proposal)
        let width = lines.map(TerminalWidth.of).max() ?? 0
        guard width > 0, width < proposal else { return width }
        return textLines(text, width: width) == lines ? width : proposal
    }
}

/// The lines of texts already wrapped during one render, by content, width and line limit.
final class WrappedTexts {
    struct Key: Hashable {
        let content: String
        let width: Int
        let lineLimit: Int?
    }

    var lines: [Key: [String]] = [:]
    /// The last text ``ASCIILayout/plainLines(_:width:)`` was asked for, by content, width and line limit, and its
    /// answer.
    var lastPlain: (content: String, width: Int, lineLimit: Int?, lines: [Range<Int>]?)?
}
