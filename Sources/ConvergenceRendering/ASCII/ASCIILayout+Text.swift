import ConvergenceSupport
import ConvergenceTree

/// Text: wrapped and truncated lines, symbols, and the plain nodes other families draw their words with.
extension ASCIILayout {
    /// The lines a text shows at a width: sanitised, wrapped, and cut to its line limit with `…`.
    func textLines(_ text: TextNode, width: Int) -> [String] {
        textLines(text, width: width, shape: Self.plainShape(text))
    }

    /// ``textLines(_:width:)`` of a text whose ``plainShape(_:)`` the caller has already worked out.
    func textLines(_ text: TextNode, width: Int, shape: PlainShape?) -> [String] {
        guard width > 0 else { return [] }
        // One line with nothing to trim — most texts of a screen — shows as itself, without even a look-up.
        if let shape, shape.fits(width), shape.lines == 1, shape.widest == shape.rawWidest { return [text.content] }
        let key = WrappedTexts.Key(content: text.content, width: width, lineLimit: text.style.lineLimit)
        if let known = wrappedTexts.lines[key] { return known }
        let lines = shape?.fits(width) == true ? Self.plainLines(text.content) : wrap(text, width: width)
        wrappedTexts.lines[key] = lines
        return lines
    }

    /// The shape of a text of printable ASCII and line feeds that no line limit cuts; nil for any other text.
    struct PlainShape {
        /// How many lines the text has.
        let lines: Int
        /// The longest line, trailing spaces included.
        let rawWidest: Int
        /// The longest line without its trailing spaces.
        let widest: Int

        /// Whether every line fits `width`: then the text shows as its lines without their trailing spaces, which is
        /// what ``ASCIILayout/wrap(_:width:)`` comes to for it.
        func fits(_ width: Int) -> Bool { rawWidest <= width }
    }

    /// The ``PlainShape`` of a text, from one pass over its bytes.
    static func plainShape(_ text: TextNode) -> PlainShape? {
        var content = text.content
        let shape = content.withUTF8 { bytes -> PlainShape? in
            var lines = 1
            var rawWidest = 0
            var widest = 0
            var length = 0
            var trimmed = 0
            var index = 0
            let count = bytes.count
            while index < count {
                // Eight printable bytes other than a space at a time: the line grows by eight, none of them trimmed.
                if index + 8 <= count, let base = bytes.baseAddress,
                    ByteSet.allIn(.printableNonSpace, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    length += 8
                    trimmed = length
                    rawWidest = max(rawWidest, length)
                    widest = max(widest, trimmed)
                    index += 8
                    continue
                }
                let byte = bytes[index]
                index += 1
                if byte == 0x0A {
                    lines += 1
                    length = 0
                    trimmed = 0
                    continue
                }
                guard byte &- 0x20 < 0x5F else { return nil }
                length += 1
                if byte != 0x20 { trimmed = length }
                rawWidest = max(rawWidest, length)
                widest = max(widest, trimmed)
            }
            return PlainShape(lines: lines, rawWidest: rawWidest, widest: widest)
        }
        guard let shape else { return nil }
        if let limit = text.style.lineLimit, limit >= 1, shape.lines > limit { return nil }
        return shape
    }

    /// The lines of a text that ``plainShape(_:)`` accepted, each without its trailing spaces.
    static func plainLines(_ content: String) -> [String] {
        var content = content
        return content.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var trimmed = end
                while trimmed > start, bytes[trimmed - 1] == 0x20 { trimmed -= 1 }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<trimmed]), as: UTF8.self))
                guard end < bytes.count else { return lines }
                start = end + 1
            }
        }
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

    func renderText(_ text: TextNode, width: Int) -> Canvas {
        // Lines of printable ASCII that fit go straight from the text's bytes to the canvas, without a string per line.
        let shape = Self.plainShape(text)
        if width > 0, let shape, shape.fits(width) {
            return renderPlainText(text, lines: shape.lines, width: width)
        }
        return renderTextGenerally(text, width: width, shape: shape)
    }

    /// ``renderText(_:width:)`` without its shortcut for lines of printable ASCII that fit.
    func renderTextGenerally(_ text: TextNode, width: Int) -> Canvas {
        renderTextGenerally(text, width: width, shape: Self.plainShape(text))
    }

    private func renderTextGenerally(_ text: TextNode, width: Int, shape: PlainShape?) -> Canvas {
        let lines = textLines(text, width: width, shape: shape)
        var canvas = Canvas(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            let column = offset(of: TerminalWidth.of(line), in: width, text.style.alignment)
            canvas.write(line, row: row, column: column)
        }
        return canvas
    }

    /// ``renderText(_:width:)`` of a text whose ``PlainShape`` fits `width`: each line without its trailing spaces,
    /// placed by the text's alignment, as ``plainLines(_:)`` and the general path place them.
    func renderPlainText(_ text: TextNode, lines: Int, width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: lines)
        var content = text.content
        let alignment = text.style.alignment
        content.withUTF8 { bytes in
            var start = 0
            var row = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var trimmed = end
                while trimmed > start, bytes[trimmed - 1] == 0x20 { trimmed -= 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<trimmed])
                canvas.writePrintableASCII(line, row: row, column: offset(of: line.count, in: width, alignment))
                guard end < bytes.count else { return }
                start = end + 1
                row += 1
            }
        }
        return canvas
    }

    /// A symbol as the text of its glyph.
    func symbolText(_ image: ImageNode) -> TextNode {
        TextNode(symbolGlyph(image.systemName), style: TextStyle())
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
            .gesture, .firstFitting:
            return node
        }
    }

    /// A text's width at an offer: its widest shown line, or the whole offer when drawing at that narrower width
    /// would wrap (and cut) differently.
    func measureText(_ text: TextNode, proposal: Int) -> Int {
        // Lines of printable ASCII that fit the offer show as they are, and still do at the widest one's width when
        // no line is longer than that with its trailing spaces.
        let shape = Self.plainShape(text)
        if let shape, shape.fits(proposal), shape.fits(shape.widest) { return shape.widest }
        return measureTextGenerally(text, proposal: proposal, shape: shape)
    }

    /// ``measureText(_:proposal:)`` without its shortcut for lines of printable ASCII.
    func measureTextGenerally(_ text: TextNode, proposal: Int) -> Int {
        measureTextGenerally(text, proposal: proposal, shape: Self.plainShape(text))
    }

    private func measureTextGenerally(_ text: TextNode, proposal: Int, shape: PlainShape?) -> Int {
        let lines = textLines(text, width: proposal, shape: shape)
        let width = lines.map(TerminalWidth.of).max() ?? 0
        guard width > 0, width < proposal else { return width }
        return textLines(text, width: width, shape: shape) == lines ? width : proposal
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
}
