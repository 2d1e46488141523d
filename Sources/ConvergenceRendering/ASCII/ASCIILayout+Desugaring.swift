import ConvergenceTree

extension ASCIILayout {
    /// Controls drawn as arrangements of simpler nodes: labels, toggles, pickers, spinners.
    func desugar(_ node: Node) -> Node {
        switch node {
        case .label(let label):
            return row([label.icon, label.title])
        case .toggle(let toggle):
            let mark = toggle.isOn ? glyphs.toggleOn : glyphs.toggleOff
            return row([plain(toggle.isDisabled ? disabled(mark) : mark), toggle.label])
        case .progress(let progress):
            return row([plain(glyphs.spinner)] + (progress.label.map { [$0] } ?? []))
        case .picker(let picker):
            return basicPicker(picker)
        case .valueControl(let control):
            let box = valueBox(control)
            let label = control.label.plainText.isEmpty ? [] : [control.label]
            return row(label + [plain(control.isDisabled ? disabled(box) : box)])
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .unavailable, .textField,
            .navigation, .scroll, .padding, .frame, .border, .accessibility, .task, .tagged, .link, .presentation,
            .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .shape, .grid, .hidden, .prioritized, .gesture,
            .firstFitting:
            return node
        }
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

    /// `Flavour: [Vanilla v]` for menus; one `(*)`/`( )` line per option for inline and segmented pickers.
    private func basicPicker(_ picker: PickerNode) -> Node {
        let title = singleLine(picker.label.plainText)
        let heading: [Node] = title.isEmpty ? [] : [plain(title + ":")]
        switch picker.style {
        case .inline, .segmented:
            let options = picker.options.enumerated().map { index, option in
                let mark = index == picker.selectedIndex ? glyphs.selected : glyphs.unselected
                return row([plain(picker.isDisabled ? disabled(mark) : mark), option.label])
            }
            return .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: heading + options))
        case .automatic, .menu, .wheel:
            let chosen =
                picker.selectedIndex.flatMap {
                    picker.options.indices.contains($0) ? singleLine(picker.options[$0].title) : nil
                }
                ?? "-"
            let box = "[" + chosen + " " + glyphs.menuArrow + "]"
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

    /// A control mark drawn as disabled: its outer brackets or parentheses become braces.
    private func disabled(_ mark: String) -> String {
        guard mark.count >= 2 else { return mark }
        return "{" + mark.dropFirst().dropLast() + "}"
    }

    func row(_ children: [Node]) -> Node {
        .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: children))
    }

    /// The nodes directly inside a node, as layout sees them.
    func children(of node: Node) -> [Node] {
        switch node {
        case .empty, .text, .image, .spacer, .divider, .textField: return []
        case .stack(let stack): return stack.children
        case .list(let list): return list.sections.map(Node.section)
        case .section(let section): return [section.header, section.footer].compactMap { $0 } + section.rows
        case .button(let button): return [button.label]
        case .label, .toggle, .picker, .valueControl: return [desugar(node)]
        case .progress(let progress): return [desugar(.progress(ProgressNode(label: progress.label)))]
        case .unavailable(let unavailable):
            return [unavailable.title, unavailable.description, unavailable.actions].compactMap { $0 }
                + (unavailable.systemImage.map { [.image(ImageNode(systemName: $0))] } ?? [])
        case .navigation(let navigation):
            return [.text(TextNode(navigation.title ?? ""))] + Node.navigation(navigation).children
        case .link(let link): return [desugarLink(link)]
        case .presentation(let presentation): return [presentation.base, presentation.content]
        case .tabView(let tabView): return [desugarTabView(tabView, width: Self.idealWidthCap)]
        case .row(let row): return [desugarRow(row)]
        case .badge(let badge): return [desugarBadge(badge)]
        case .refreshable(let refreshable): return [refreshable.content]
        case .tabItem(_, let content): return [content]
        case .splitView(let split): return split.columns
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            return [content]
        case .frame(let frame): return [frame.content]
        case .border(let border): return [border.content]
        case .accessibility(let accessibility): return [accessibility.content]
        case .shape: return []
        case .grid(let grid): return grid.allCells
        case .hidden(let content), .prioritized(_, let content): return [content]
        case .gesture(let gesture): return [gesture.content]
        case .firstFitting(let candidates): return candidates
        }
    }
}
