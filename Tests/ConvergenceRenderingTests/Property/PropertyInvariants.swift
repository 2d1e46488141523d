import ConvergenceRendering
import ConvergenceTree

/// One string the renderer shows, and how strictly its appearance is checked.
struct ShownText: Equatable {
    /// The text as the renderer receives it, before sanitising.
    var content: String
    /// Under a `lineLimit` of at least 1: may be cut, but then an `…` must be shown.
    var isLimited: Bool
    /// Under a lower `ZStack` layer: may be painted over, so not checked at all.
    var isHidden: Bool
}

/// The renderer's documented guarantees, as checks that return a description of every violation.
enum PropertyInvariants {
    // MARK: What must be shown

    /// Every string a tree shows in ASCII, following the documented desugaring: a picker shows its label's
    /// plain text (unless segmented or its label is hidden) and (menus) the chosen option's title, inline and segmented
    /// pickers their option labels; a slider no label; a navigation its
    /// title; a text field its title and text (never a secure text); a `ZStack` only its top non-empty layer
    /// for sure.
    static func shownTexts(_ node: Node, style: ASCIIStyle) -> [ShownText] {
        var texts: [ShownText] = []
        collect(node, style: style, hidden: false, into: &texts)
        return texts
    }

    private static func isEmptyLike(_ node: Node) -> Bool {
        switch node {
        case .empty: true
        case .task(_, let content), .tagged(_, let content), .scroll(let content): isEmptyLike(content)
        case .accessibility(let accessibility): isEmptyLike(accessibility.content)
        default: false
        }
    }

    private static func collect(_ node: Node, style: ASCIIStyle, hidden: Bool, into texts: inout [ShownText]) {
        func add(_ content: String, limited: Bool = false) {
            texts.append(ShownText(content: content, isLimited: limited, isHidden: hidden))
        }
        func walk(_ child: Node?, hidden childHidden: Bool = hidden) {
            if let child { collect(child, style: style, hidden: childHidden, into: &texts) }
        }
        switch node {
        case .empty, .spacer, .divider: break
        case .text(let text): add(text.content, limited: (text.style.lineLimit ?? 0) >= 1)
        case .image(let image): add(glyph(image.systemName, style: style))
        case .stack(let stack):
            if stack.axis == .depth {
                let layers = stack.children.filter { !isEmptyLike($0) }
                for (index, layer) in layers.enumerated() { walk(layer, hidden: hidden || index != layers.count - 1) }
            } else {
                for child in stack.children { walk(child) }
            }
        case .list(let list): for section in list.sections { walk(.section(section)) }
        case .section(let section):
            walk(section.header)
            for row in section.rows { walk(row) }
            walk(section.footer)
        case .button(let button): walk(button.label)
        case .label(let label):
            walk(label.icon)
            walk(label.title)
        case .progress(let progress): walk(progress.label)
        case .unavailable(let unavailable):
            if let symbol = unavailable.systemImage { add(glyph(symbol, style: style)) }
            walk(unavailable.title)
            walk(unavailable.description)
            walk(unavailable.actions)
        case .textField(let field):
            add(field.title)
            if !field.isSecure { add(field.text) }
        case .toggle(let toggle): if !toggle.isLabelHidden { walk(toggle.label) }
        case .valueControl(let control):
            // A slider shows only its track, as on a device.
            if control.kind != .slider, !control.isLabelHidden { walk(control.label) }
        case .picker(let picker):
            let title = picker.label.plainText
            // A segmented picker shows only its segments, as on a device.
            if !title.isEmpty, picker.style != .segmented, !picker.isLabelHidden { add(title) }
            switch picker.style {
            case .inline, .segmented: for option in picker.options { walk(option.label) }
            case .automatic, .menu, .wheel, .navigationLink:
                if let index = picker.selectedIndex, picker.options.indices.contains(index) {
                    add(picker.options[index].title)
                }
            }
        case .navigation(let navigation):
            if let title = navigation.title { add(title) }
            walk(navigation.content)
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            walk(content)
        case .frame(let frame): walk(frame.content)
        case .border(let border): walk(border.content)
        case .accessibility(let accessibility): walk(accessibility.content)
        case .shape, .hidden, .firstFitting: break
        case .grid(let grid): for cell in grid.allCells { walk(cell) }
        case .gesture(let gesture): walk(gesture.content)
        default: for child in node.children { walk(child) }
        }
    }

    static func glyph(_ systemName: String, style: ASCIIStyle) -> String {
        SymbolTable.glyph(for: systemName, in: style == .ascii ? .ascii : .unicode)
    }

    // MARK: Checks

    /// Width bound: no line wider than `width` columns.
    static func widthViolations(_ output: String, width: Int) -> [String] {
        lines(of: output).enumerated().compactMap { index, line in
            let columns = TerminalWidth.of(line)
            return columns > width
                ? "line \(index) is \(columns) columns wide, over \(width): \(line.debugDescription)" : nil
        }
    }

    /// Output form: a final newline, no trailing spaces, no control or bidi-override scalars but newlines.
    static func formViolations(_ output: String) -> [String] {
        var problems: [String] = []
        if !output.hasSuffix("\n") { problems.append("does not end with a newline") }
        for (index, line) in lines(of: output).enumerated() where line.unicodeScalars.last == " " {
            problems.append("line \(index) ends with a space: \(line.debugDescription)")
        }
        for scalar in output.unicodeScalars where scalar != "\n" && isForbidden(scalar) {
            problems.append("contains forbidden scalar U+\(hex(scalar))")
        }
        return problems
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A text's lines as the renderer lays them out: sanitised, and a line that starts with a mark anchored on
    /// "◌" (`TerminalSanitizer.anchored`) so it neither vanishes nor fuses with what is drawn before it.
    static func shownLines(of content: String) -> [String] {
        TerminalSanitizer.lines(of: content).map(TerminalSanitizer.anchored)
    }

    /// The scalars of a text's non-space grapheme clusters as the renderer may show them at `width`.
    ///
    /// Clusters wider than the whole width may be replaced by the placeholder, so they are left out; U+0020
    /// scalars are left out everywhere, since spaces wrap away and pad alignment.
    static func requiredScalars(of content: String, width: Int) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        for line in shownLines(of: content) {
            for cluster in line where cluster != " " && TerminalWidth.of(cluster) <= width {
                scalars += cluster.unicodeScalars.filter { $0 != " " }
            }
        }
        return scalars
    }

    /// No silent loss, checked as multisets of scalars, then in order within each text.
    ///
    /// Cluster multisets are not sound: a text that starts with a combining mark or a joiner fuses with the glyph
    /// drawn left of it (from another node, a bracket or a ZStack layer), so the output's clusters differ from the
    /// texts' even when nothing is lost. Scalars survive fusing. Every scalar of every visible unlimited text must
    /// be in the output as often as the texts have it; a visible limited text must be whole as well, or else an
    /// `…` must be shown; a `ZStack`'s top layer counts as visible; hidden strings must never be shown.
    static func lossViolations(_ node: Node, output: String, width: Int, style: ASCIIStyle) -> [String] {
        let texts = shownTexts(node, style: style).filter { !$0.isHidden }
        var available = counts(output.unicodeScalars)
        var problems: [String] = []
        for text in texts where !text.isLimited {
            for scalar in requiredScalars(of: text.content, width: width) {
                if let count = available[scalar], count > 0 {
                    available[scalar] = count - 1
                } else {
                    problems.append("lost U+\(hex(scalar)) of \(text.content.debugDescription)")
                }
            }
        }
        let hasEllipsis = output.unicodeScalars.contains("\u{2026}")
        for text in texts where text.isLimited && !hasEllipsis {
            let missing = subtract(counts(requiredScalars(of: text.content, width: width)), from: available)
            if !missing.isEmpty {
                problems.append("line-limited \(text.content.debugDescription) was cut without an ellipsis")
            }
        }
        // In order within each text: reading the render row by row, left to right, meets each visible unlimited
        // text's scalars in their order (side by side layouts interleave texts but never reorder one).
        let reading = Array(output.unicodeScalars.filter { $0 != " " && $0 != "\n" })
        for text in texts where !text.isLimited {
            let expected = orderedScalars(of: text.content, width: width)
            if !isSubsequence(expected, of: reading) {
                problems.append("out of order: \(text.content.debugDescription) is not read in order")
            }
        }
        if output.unicodeScalars.contains(PropertyCorpus.hiddenMarker) {
            problems.append("shows a string that must stay hidden (secure text, accessibility, style name)")
        }
        return problems
    }

    // MARK: Order

    /// The texts of a tree that is nothing but texts in vertical stacks and invisible wrappers, top to bottom;
    /// nil for any other tree.
    static func stackedTexts(_ node: Node) -> [TextNode]? {
        switch node {
        case .empty: return []
        case .text(let text): return [text]
        case .stack(let stack) where stack.axis == .vertical:
            var texts: [TextNode] = []
            for child in stack.children {
                guard let inner = stackedTexts(child) else { return nil }
                texts += inner
            }
            return texts
        case .scroll(let content), .task(_, let content), .tagged(_, let content): return stackedTexts(content)
        case .accessibility(let accessibility): return stackedTexts(accessibility.content)
        default: return nil
        }
    }

    /// A text's scalars in reading order as a render at `width` must show them: spaces left out, clusters wider
    /// than the width replaced by the placeholder.
    static func orderedScalars(of content: String, width: Int) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        for line in shownLines(of: content) {
            for cluster in line where cluster != " " {
                if TerminalWidth.of(cluster) > width {
                    scalars += TerminalWidth.unfittableClusterPlaceholder.unicodeScalars
                } else {
                    scalars += cluster.unicodeScalars.filter { $0 != " " }
                }
            }
        }
        return scalars
    }

    /// In order: for texts stacked vertically, the render shows exactly their scalars, in order, and nothing
    /// else; a single line-limited text shows at most its limit of lines, and a prefix of its scalars ending in
    /// `…` when it is cut.
    static func orderViolations(_ node: Node, output: String, width: Int) -> [String] {
        guard let texts = stackedTexts(node) else { return [] }
        let shown = output.unicodeScalars.filter { $0 != " " && $0 != "\n" }
        let limited = texts.filter { ($0.style.lineLimit ?? 0) >= 1 }
        if limited.isEmpty {
            let expected = texts.flatMap { orderedScalars(of: $0.content, width: width) }
            return shown.elementsEqual(expected)
                ? [] : ["out of order or changed: expected \(scalarString(expected).debugDescription)"]
        }
        guard texts.count == 1, let limit = texts[0].style.lineLimit else { return [] }
        var problems: [String] = []
        let lineCount = lines(of: output).count
        if lineCount > limit { problems.append("out of order: \(lineCount) lines under a line limit of \(limit)") }
        let expected = orderedScalars(of: texts[0].content, width: width)
        if !shown.elementsEqual(expected) {
            let isCutPrefix = shown.last == "\u{2026}" && expected.starts(with: shown.dropLast())
            if !isCutPrefix {
                problems.append(
                    "out of order: not a prefix ending in an ellipsis of \(scalarString(expected).debugDescription)")
            }
        }
        return problems
    }

    static func isSubsequence(_ needle: [Unicode.Scalar], of haystack: [Unicode.Scalar]) -> Bool {
        var index = haystack.startIndex
        for scalar in needle {
            guard let found = haystack[index...].firstIndex(of: scalar) else { return false }
            index = found + 1
        }
        return true
    }

    static func scalarString(_ scalars: [Unicode.Scalar]) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }

    /// Every check at once, for one tree, width and style.
    static func violations(_ node: Node, output: String, width: Int, style: ASCIIStyle) -> [String] {
        widthViolations(output, width: width) + formViolations(output)
            + lossViolations(node, output: output, width: width, style: style)
            + orderViolations(node, output: output, width: width)
    }

    /// Renders and checks; nil when everything holds.
    static func failure(_ node: Node, width: Int, style: ASCIIStyle) -> [String]? {
        let output = ASCIIRenderer.render(node, width: width, style: style)
        let problems = violations(node, output: output, width: width, style: style)
        return problems.isEmpty ? nil : problems
    }

    // MARK: Helpers

    static func lines(of output: String) -> [Substring] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    static func counts<S: Sequence>(_ scalars: S) -> [Unicode.Scalar: Int] where S.Element == Unicode.Scalar {
        var result: [Unicode.Scalar: Int] = [:]
        for scalar in scalars { result[scalar, default: 0] += 1 }
        return result
    }

    /// What `needed` has beyond `available`.
    static func subtract(_ needed: [Unicode.Scalar: Int], from available: [Unicode.Scalar: Int]) -> [Unicode.Scalar:
        Int]
    {
        needed.filter { $0.value > (available[$0.key] ?? 0) }
    }
}
