import ConvergenceTree

extension ASCIILayout {
    /// Sections of rows: a header over a double rule, rows between single rules, then the footer;
    /// a blank line between sections.
    func renderSections(_ sections: [SectionNode], width: Int) -> Canvas {
        var canvas = Canvas(width: width)
        var firstSection = true
        // A list draws a rule under every row: each rule is drawn once and appended where it goes.
        let headerRule = rule(glyphs.headerRule, width: width)
        let divider = rule(glyphs.divider, width: width)
        for section in sections {
            var parts: [(node: Node, ruleAfter: Canvas?)] = []
            if let header = section.header { parts.append((header, headerRule)) }
            for row in section.rows where !isEmpty(row) { parts.append((row, divider)) }
            if let footer = section.footer { parts.append((footer, nil)) }
            guard !parts.isEmpty else { continue }
            if !firstSection { canvas.addRows(1) }
            firstSection = false
            for (index, part) in parts.enumerated() {
                canvas.append(render(part.node, width: measure(part.node, proposal: width)), column: 0)
                let isLast = index == parts.count - 1
                if let rule = part.ruleAfter, !isLast { canvas.append(rule, column: 0) }
            }
        }
        return canvas
    }

    /// Symbol, title, description and actions, centred across the width.
    func renderUnavailable(_ unavailable: UnavailableNode, width: Int) -> Canvas {
        var children: [Node] = []
        if let symbol = unavailable.systemImage { children.append(.image(ImageNode(systemName: symbol))) }
        children.append(centered(unavailable.title))
        if let description = unavailable.description { children.append(centered(description)) }
        var canvas = renderVertical(children, alignment: .center, spacing: 0, width: width)
        if let actions = unavailable.actions {
            let drawn = renderVertical([actions], alignment: .center, spacing: 0, width: width)
            let top = canvas.height + 1
            canvas.addRows(drawn.height + 1)
            canvas.draw(drawn, row: top, column: 0)
        }
        return canvas
    }

    /// `[####......]  40%` across the width, under the label if there is one.
    func renderProgressBar(_ progress: ProgressNode, width: Int) -> Canvas {
        let fraction = progress.fraction ?? 0
        let percent = String(Int((fraction * 100).rounded(.down))) + "%"
        let percentField = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
        let barLine: String
        if width >= 8 {
            let inner = width - 2 - 5
            let filled = Int((Double(inner) * fraction).rounded(.down))
            barLine =
                "[" + String(repeating: glyphs.barFilled, count: filled)
                + String(repeating: glyphs.barEmpty, count: inner - filled) + "] " + percentField
        } else {
            barLine = TerminalWidth.truncate(percent, toWidth: width)
        }
        var children: [Node] = []
        if let label = progress.label { children.append(label) }
        var canvas = renderVertical(children, alignment: .leading, spacing: 0, width: width)
        canvas.addRows(1)
        canvas.write(barLine, row: canvas.height - 1, column: 0)
        return canvas
    }

    /// `Title: [text______]` across the width; the title goes above the field when both do not fit on a line.
    func renderTextField(_ field: TextFieldNode, width: Int) -> Canvas {
        let title = singleLine(field.title)
        var shown = singleLine(field.text)
        if field.isSecure { shown = String(repeating: glyphs.secureBullet, count: shown.count) }
        let prefix = title.isEmpty ? "" : title + ": "
        let prefixWidth = TerminalWidth.of(prefix)
        let fieldMinimum = 2 + max(2, minimumWidth(.text(TextNode(shown))))

        var canvas = Canvas(width: width)
        var fieldColumn = 0
        var fieldWidth = width
        if !prefix.isEmpty {
            if prefixWidth + fieldMinimum + 8 <= width || prefixWidth + fieldMinimum <= width && shown.isEmpty {
                canvas.addRows(1)
                canvas.write(prefix, row: 0, column: 0)
                fieldColumn = prefixWidth
                fieldWidth = width - prefixWidth
            } else {
                canvas = renderText(TextNode(title + ":"), width: width)
            }
        }
        guard fieldWidth >= fieldMinimum else {
            // Too narrow for brackets: the text alone, wrapped.
            let drawn = renderText(TextNode(shown.isEmpty ? glyphs.fieldFill : shown), width: width)
            let top = canvas.height
            canvas.addRows(drawn.height)
            canvas.draw(drawn, row: top, column: 0)
            return canvas
        }
        let inner = fieldWidth - 2
        let chunks = chunk(shown, width: inner)
        let firstRow = fieldColumn > 0 ? 0 : canvas.height
        canvas.addRows(firstRow + chunks.count - canvas.height)
        for (index, piece) in chunks.enumerated() {
            let fill = String(repeating: glyphs.fieldFill, count: inner - TerminalWidth.of(piece))
            let (open, close) = field.isDisabled ? ("{", "}") : ("[", "]")
            canvas.write(open + piece + fill + close, row: firstRow + index, column: fieldColumn)
        }
        return canvas
    }

    /// Splits text into pieces at most `width` columns wide, at cluster boundaries, keeping every character.
    func chunk(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [""] }
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let (fitted, remainder) = TerminalWidth.prefix(of: String(rest), fittingIn: width)
            if fitted.isEmpty {
                // A cluster wider than the field: give it a piece of its own (fields are at least 2 wide).
                pieces.append(String(rest.first!))
                rest = rest.dropFirst()
            } else {
                pieces.append(fitted)
                rest = remainder
            }
        }
        return pieces
    }
}

extension ASCIILayout {
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
}
