extension Node {
    /// The words a person would read in this node, joined by spaces: for finding controls and naming options.
    package var plainText: String {
        var words: [String] = []
        collectText(into: &words)
        return words.joined(separator: " ")
    }

    private func collectText(into words: inout [String]) {
        switch self {
        case .empty, .divider, .spacer, .image: break
        case .text(let text): if !text.content.isEmpty { words.append(text.content) }
        case .stack(let stack): for child in stack.children { child.collectText(into: &words) }
        case .list(let list): for section in list.sections { Node.section(section).collectText(into: &words) }
        case .section(let section):
            section.header?.collectText(into: &words)
            for row in section.rows { row.collectText(into: &words) }
            section.footer?.collectText(into: &words)
        case .button(let button): button.label.collectText(into: &words)
        case .label(let label): label.title.collectText(into: &words)
        case .progress(let progress): progress.label?.collectText(into: &words)
        case .unavailable(let unavailable):
            unavailable.title.collectText(into: &words)
            unavailable.description?.collectText(into: &words)
            unavailable.actions?.collectText(into: &words)
        case .textField(let field): words.append(field.title)
        case .toggle(let toggle): toggle.label.collectText(into: &words)
        case .picker(let picker): picker.label.collectText(into: &words)
        case .navigation(let navigation):
            if let title = navigation.title { words.append(title) }
            navigation.content.collectText(into: &words)
        case .link(let link): link.label.collectText(into: &words)
        case .presentation(let presentation):
            presentation.base.collectText(into: &words)
            presentation.content.collectText(into: &words)
        case .tabView(let tabView): tabView.content.collectText(into: &words)
        case .row(let row): row.content.collectText(into: &words)
        case .badge(let badge):
            badge.content.collectText(into: &words)
            words.append(badge.text)
        case .refreshable(let refreshable): refreshable.content.collectText(into: &words)
        case .tabItem(_, let content): content.collectText(into: &words)
        case .splitView(let split): for column in split.columns { column.collectText(into: &words) }
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            content.collectText(into: &words)
        case .frame(let frame): frame.content.collectText(into: &words)
        case .border(let border): border.content.collectText(into: &words)
        case .accessibility(let accessibility): accessibility.content.collectText(into: &words)
        case .shape, .hidden: break
        case .grid(let grid): for cell in grid.allCells { cell.collectText(into: &words) }
        case .gesture(let gesture): gesture.content.collectText(into: &words)
        case .prioritized(_, let content), .marked(_, let content): content.collectText(into: &words)
        case .firstFitting(let candidates): candidates.first?.collectText(into: &words)
        case .valueControl(let control): control.label.collectText(into: &words)
        }
    }
}
