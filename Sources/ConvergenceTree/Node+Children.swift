extension Node {
    /// The nodes directly inside this one, in document order: what a walk over the whole tree visits next.
    package var children: [Node] {
        switch self {
        case .empty, .text, .image, .spacer, .divider, .textField: []
        case .stack(let stack): stack.children
        case .list(let list): list.sections.map(Node.section)
        case .section(let section):
            [section.header].compactMap { $0 } + section.rows + [section.footer].compactMap { $0 }
        case .button(let button): [button.label]
        case .label(let label): [label.icon, label.title]
        case .progress(let progress): [progress.label].compactMap { $0 }
        case .unavailable(let unavailable):
            [unavailable.title, unavailable.description, unavailable.actions].compactMap { $0 }
        case .toggle(let toggle): [toggle.label]
        case .picker(let picker): [picker.label] + picker.options.map(\.label)
        case .navigation(let navigation):
            [navigation.backButton].compactMap { $0 } + navigation.leadingItems
                + [navigation.principal].compactMap { $0 }
                + navigation.trailingItems + [navigation.searchField].compactMap { $0 } + [navigation.content]
                + navigation.bottomItems
        case .link(let link): [link.label]
        case .presentation(let presentation): [presentation.base, presentation.content]
        case .tabView(let tabView): [tabView.content] + tabView.tabs.map(\.label)
        case .row(let row): [row.content] + row.revealedActions
        case .badge(let badge): [badge.content]
        case .tabItem(_, let content): [content]
        case .refreshable(let refreshable): [refreshable.content]
        case .splitView(let split): split.columns + [split.compact]
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content): [content]
        case .frame(let frame): [frame.content]
        case .border(let border): [border.content]
        case .accessibility(let accessibility): [accessibility.content]
        case .shape: []
        case .grid(let grid): grid.allCells
        case .hidden(let content), .prioritized(_, let content): [content]
        case .gesture(let gesture): [gesture.content]
        // Which candidate shows depends on the width; steps, tasks and HTML use the first.
        case .firstFitting(let candidates): Array(candidates.prefix(1))
        case .valueControl(let control): [control.label]
        }
    }
}
