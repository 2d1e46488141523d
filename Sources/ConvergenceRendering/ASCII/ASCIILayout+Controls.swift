import ConvergenceTree

/// Controls and indicators: buttons, fields, toggles, pickers, value controls, progress and unavailable content.
extension ASCIILayout {
    /// Controls drawn as arrangements of simpler nodes: labels, toggles, pickers, spinners.
    func desugar(_ node: Node) -> Node {
        switch node {
        case .label(let label):
            return row([label.icon, label.title])
        case .toggle(let toggle):
            let glyph = toggle.isOn ? glyphs.toggleOn : glyphs.toggleOff
            let mark = plain(toggle.isDisabled ? disabled(glyph) : glyph)
            return toggle.isLabelHidden ? mark : row([mark, toggle.label])
        case .progress(let progress):
            return row([plain(glyphs.spinner)] + (progress.label.map { [$0] } ?? []))
        case .picker(let picker):
            return basicPicker(picker)
        case .valueControl(let control):
            let box = valueBox(control)
            // A slider shows only its track on a device: its label names it for VoiceOver (and for steps).
            let showsLabel = !control.label.plainText.isEmpty && control.kind != .slider && !control.isLabelHidden
            let label = showsLabel ? [control.label] : []
            return row(label + [plain(control.isDisabled ? disabled(box) : box)])
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .unavailable, .textField,
            .navigation, .scroll, .padding, .frame, .border, .accessibility, .task, .tagged, .link, .presentation,
            .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .shape, .grid, .hidden, .prioritized, .gesture,
            .firstFitting, .marked:
            return node
        }
    }

    func measureButton(_ button: ButtonNode, proposal: Int) -> Int {
        guard bracketsFit(button, width: proposal) else { return measure(button.label, proposal: proposal) }
        return measure(button.label, proposal: proposal - 4) + 4
    }

    func bracketsFit(_ button: ButtonNode, width: Int) -> Bool {
        width >= 4 + max(1, minimumWidth(button.label))
    }

    /// `[ Title ]`, or `{ Title }` when disabled; the brackets go when the width is too small for them.
    func renderButton(_ button: ButtonNode, width: Int) -> CellGrid {
        guard bracketsFit(button, width: width) else { return render(button.label, width: width) }
        let drawn = render(button.label, width: width - 4)
        let (open, close) = button.isDisabled ? ("{ ", " }") : ("[ ", " ]")
        var canvas = CellGrid(width: width, height: max(1, drawn.height))
        for row in 0..<canvas.height {
            canvas.write(open, row: row, column: 0)
            canvas.write(close, row: row, column: width - 2)
        }
        canvas.draw(drawn, row: 0, column: 2)
        return canvas
    }

    /// `[####......]  40%` across the width, under the label if there is one.
    func renderProgressBar(_ progress: ProgressNode, width: Int) -> CellGrid {
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
    func renderTextField(_ field: TextFieldNode, width: Int) -> CellGrid {
        let title = singleLine(field.title)
        var shown = singleLine(field.text)
        if field.isSecure { shown = String(repeating: glyphs.secureBullet, count: shown.count) }
        let prefix = title.isEmpty ? "" : withColon(title) + " "
        let prefixWidth = TerminalWidth.of(prefix)
        let fieldMinimum = 2 + max(2, minimumWidth(.text(TextNode(shown))))

        var canvas = CellGrid(width: width)
        var fieldColumn = 0
        var fieldWidth = width
        if !prefix.isEmpty {
            if prefixWidth + fieldMinimum + 8 <= width || prefixWidth + fieldMinimum <= width && shown.isEmpty {
                canvas.addRows(1)
                canvas.write(prefix, row: 0, column: 0)
                fieldColumn = prefixWidth
                fieldWidth = width - prefixWidth
            } else {
                canvas = renderText(TextNode(withColon(title)), width: width)
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

    /// A picker as drawn at a width: a menu's value goes under its title when the two do not fit on one line.
    func desugarPicker(_ picker: PickerNode, width: Int) -> Node {
        let row = basicPicker(picker)
        guard picker.style != .inline, picker.style != .segmented, width != Int.max else { return row }
        guard case .stack(var stack) = row, stack.children.count == 2 else { return row }
        let ideal = stack.children.map { measure($0, proposal: Int.max / 2) }.reduce(1, +)
        guard ideal > width else { return row }
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 0
        return .stack(stack)
    }

    /// `Flavour: [Vanilla v]` for menus; one `(*)`/`( )` line per option for inline and segmented pickers, a
    /// segmented picker without its title, as a device shows only the segments (and any picker under
    /// `.labelsHidden()`).
    private func basicPicker(_ picker: PickerNode) -> Node {
        let title = singleLine(picker.label.plainText)
        let showsTitle = !title.isEmpty && picker.style != .segmented && !picker.isLabelHidden
        let heading: [Node] = showsTitle ? [plain(withColon(title))] : []
        switch picker.style {
        case .inline, .segmented:
            let options = picker.options.enumerated().map { index, option in
                let mark = index == picker.selectedIndex ? glyphs.selected : glyphs.unselected
                return row([plain(picker.isDisabled ? disabled(mark) : mark), option.label])
            }
            return .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: heading + options))
        case .automatic, .menu, .wheel, .navigationLink:
            let chosen =
                picker.selectedIndex.flatMap {
                    picker.options.indices.contains($0) ? singleLine(picker.options[$0].title) : nil
                }
                ?? "-"
            // A navigation link picker pushes its options, so its row ends in a chevron as a link's does.
            let arrow = picker.style == .navigationLink ? flowGlyph("chevron.right") : glyphs.menuArrow
            let box = "[" + chosen + " " + arrow + "]"
            return row(heading + [plain(picker.isDisabled ? disabled(box) : box)])
        }
    }

    /// `[=====o----]` for a slider (ten cells of track), `[Jan 1, 2026]` for a date, `[red]` for a colour.
    private func valueBox(_ control: ValueControlNode) -> String {
        switch control.kind {
        case .slider:
            let filled = Int((control.fraction * 10).rounded())
            return "[" + String(repeating: "=", count: filled) + "o" + String(repeating: "-", count: 10 - filled) + "]"
        case .date, .color:
            return "[" + singleLine(control.valueText) + "]"
        }
    }

    /// A control's title before its value: `Amount:`, kept as written when it already ends with a colon.
    func withColon(_ title: String) -> String {
        title.hasSuffix(":") || title.hasSuffix("\u{FF1A}") ? title : title + ":"
    }

    /// A control mark drawn as disabled: its outer brackets or parentheses become braces.
    private func disabled(_ mark: String) -> String {
        guard mark.count >= 2 else { return mark }
        return "{" + mark.dropFirst().dropLast() + "}"
    }

    /// Symbol, title, description and actions, centred across the width.
    func renderUnavailable(_ unavailable: UnavailableNode, width: Int) -> CellGrid {
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
}
