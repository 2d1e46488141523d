extension Node {
    /// The nodes directly inside this one, in document order: what a walk over the whole tree visits next.
    package var children: [Node] {
        // A stack's children are an array already.
        if case .stack(let stack) = self { return stack.children }
        var children: [Node] = []
        forEachChild { children.append($0) }
        return children
    }

    /// Calls `body` with each node directly inside this one, in document order (``children`` without an array: a walk
    /// over every node of every scenario makes none).
    package func forEachChild(_ body: (Node) throws -> Void) rethrows {
        switch self {
        case .empty, .text, .image, .spacer, .divider, .textField, .shape: break
        case .stack(let stack): for child in stack.children { try body(child) }
        case .list(let list): for section in list.sections { try body(.section(section)) }
        case .section(let section):
            if let header = section.header { try body(header) }
            for row in section.rows { try body(row) }
            if let footer = section.footer { try body(footer) }
        case .button(let button): try body(button.label)
        case .label(let label):
            try body(label.icon)
            try body(label.title)
        case .progress(let progress): if let label = progress.label { try body(label) }
        case .unavailable(let unavailable):
            try body(unavailable.title)
            if let description = unavailable.description { try body(description) }
            if let actions = unavailable.actions { try body(actions) }
        case .toggle(let toggle): try body(toggle.label)
        case .picker(let picker):
            try body(picker.label)
            for option in picker.options { try body(option.label) }
        case .navigation(let navigation):
            if let backButton = navigation.backButton { try body(backButton) }
            for item in navigation.leadingItems { try body(item) }
            if let principal = navigation.principal { try body(principal) }
            for item in navigation.trailingItems { try body(item) }
            if let searchField = navigation.searchField { try body(searchField) }
            try body(navigation.content)
            for item in navigation.bottomItems { try body(item) }
        case .link(let link): try body(link.label)
        case .presentation(let presentation):
            try body(presentation.base)
            try body(presentation.content)
        case .tabView(let tabView):
            try body(tabView.content)
            for tab in tabView.tabs { try body(tab.label) }
        case .row(let row):
            try body(row.content)
            for action in row.revealedActions { try body(action) }
        case .badge(let badge): try body(badge.content)
        case .tabItem(_, let content): try body(content)
        case .refreshable(let refreshable): try body(refreshable.content)
        case .splitView(let split):
            for column in split.columns { try body(column) }
            try body(split.compact)
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            try body(content)
        case .frame(let frame): try body(frame.content)
        case .border(let border): try body(border.content)
        case .accessibility(let accessibility): try body(accessibility.content)
        case .grid(let grid):
            switch grid.cells {
            case .rows(let rows): for row in rows { for cell in row { try body(cell) } }
            case .flow(_, let items): for item in items { try body(item) }
            }
        case .hidden(let content), .prioritized(_, let content): try body(content)
        case .gesture(let gesture): try body(gesture.content)
        case .marked(_, let content): try body(content)
        // Which candidate shows depends on the width; steps, tasks and HTML use the first.
        case .firstFitting(let candidates): if let first = candidates.first { try body(first) }
        case .valueControl(let control): try body(control.label)
        }
    }
}
