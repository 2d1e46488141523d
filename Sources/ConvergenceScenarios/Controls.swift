import ConvergenceTree

/// A control found in a render tree, with the names a step can use for it.
struct Control {
    enum Kind: String {
        case button
        case textField = "text field"
        case toggle, picker
    }

    let kind: Kind
    let node: Node
    let title: String
    let identifiers: [String]
    let labels: [String]

    /// How the control is listed in messages: `button "Retry" (id: items.retry)`.
    var listing: String {
        var text = "\(kind.rawValue) \"\(title)\""
        if !identifiers.isEmpty { text += " (id: \(identifiers.joined(separator: ", ")))" }
        return text
    }

    func matches(_ name: String) -> Bool {
        identifiers.contains(name) || title == name || labels.contains(name)
    }

    /// Every control in a tree, in document order.
    static func all(in node: Node) -> [Control] {
        var found: [Control] = []
        collect(node, identifiers: [], labels: [], into: &found)
        return found
    }

    private static func collect(_ node: Node, identifiers: [String], labels: [String], into found: inout [Control]) {
        func visit(_ child: Node) { collect(child, identifiers: identifiers, labels: labels, into: &found) }
        switch node {
        case .button(let button):
            found.append(
                Control(
                    kind: .button, node: node, title: button.label.plainText, identifiers: identifiers, labels: labels))
            visit(button.label)
        case .textField(let field):
            found.append(
                Control(kind: .textField, node: node, title: field.title, identifiers: identifiers, labels: labels))
        case .toggle(let toggle):
            found.append(
                Control(
                    kind: .toggle, node: node, title: toggle.label.plainText, identifiers: identifiers, labels: labels))
        case .picker(let picker):
            found.append(
                Control(
                    kind: .picker, node: node, title: picker.label.plainText, identifiers: identifiers, labels: labels))
        case .accessibility(let accessibility):
            collect(
                accessibility.content,
                identifiers: identifiers + (accessibility.identifier.map { [$0] } ?? []),
                labels: labels + (accessibility.label.map { [$0] } ?? []),
                into: &found
            )
        case .empty, .text, .image, .spacer, .divider: break
        case .stack(let stack): stack.children.forEach(visit)
        case .list(let list): for section in list.sections { visit(.section(section)) }
        case .section(let section):
            section.header.map(visit)
            section.rows.forEach(visit)
            section.footer.map(visit)
        case .label(let label): visit(label.title)
        case .progress(let progress): progress.label.map(visit)
        case .unavailable(let unavailable):
            visit(unavailable.title)
            unavailable.description.map(visit)
            unavailable.actions.map(visit)
        case .navigation(let navigation): visit(navigation.content)
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            visit(content)
        case .frame(let frame): visit(frame.content)
        case .border(let border): visit(border.content)
        }
    }
}

extension Node {
    /// Every `.task` effect in the tree, in document order.
    var taskEffects: [TaskEffect] {
        var effects: [TaskEffect] = []
        collectEffects(into: &effects)
        return effects
    }

    private func collectEffects(into effects: inout [TaskEffect]) {
        switch self {
        case .task(let effect, let content):
            effects.append(effect)
            content.collectEffects(into: &effects)
        case .empty, .text, .image, .spacer, .divider, .textField: break
        case .stack(let stack): for child in stack.children { child.collectEffects(into: &effects) }
        case .list(let list): for section in list.sections { Node.section(section).collectEffects(into: &effects) }
        case .section(let section):
            section.header?.collectEffects(into: &effects)
            for row in section.rows { row.collectEffects(into: &effects) }
            section.footer?.collectEffects(into: &effects)
        case .button(let button): button.label.collectEffects(into: &effects)
        case .label(let label):
            label.icon.collectEffects(into: &effects)
            label.title.collectEffects(into: &effects)
        case .progress(let progress): progress.label?.collectEffects(into: &effects)
        case .unavailable(let unavailable):
            unavailable.title.collectEffects(into: &effects)
            unavailable.description?.collectEffects(into: &effects)
            unavailable.actions?.collectEffects(into: &effects)
        case .toggle(let toggle): toggle.label.collectEffects(into: &effects)
        case .picker(let picker):
            picker.label.collectEffects(into: &effects)
            for option in picker.options { option.label.collectEffects(into: &effects) }
        case .navigation(let navigation): navigation.content.collectEffects(into: &effects)
        case .scroll(let content), .padding(_, let content), .tagged(_, let content):
            content.collectEffects(into: &effects)
        case .frame(let frame): frame.content.collectEffects(into: &effects)
        case .border(let border): border.content.collectEffects(into: &effects)
        case .accessibility(let accessibility): accessibility.content.collectEffects(into: &effects)
        }
    }
}
