extension Node {
    /// The nodes directly inside this one, in document order: what a walk over the whole tree visits next.
    public var children: [Node] {
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
        case .navigation(let navigation): [navigation.content]
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content): [content]
        case .frame(let frame): [frame.content]
        case .border(let border): [border.content]
        case .accessibility(let accessibility): [accessibility.content]
        case .valueControl(let control): [control.label]
        }
    }
}
