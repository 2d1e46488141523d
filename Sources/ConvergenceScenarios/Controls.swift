import ConvergenceTree

/// A control found in a render tree, with the names a step can use for it.
struct Control {
    typealias Kind = ScenarioControl.Kind

    let kind: Kind
    let node: Node
    let title: String
    let identifiers: [String]
    let labels: [String]

    /// How the control is listed in messages: `button "Retry" (id: items.retry)`.
    var listing: String { summary(at: 0).description }

    var isDisabled: Bool {
        switch node {
        case .button(let button): button.isDisabled
        case .textField(let field): field.isDisabled
        case .toggle(let toggle): toggle.isDisabled
        case .picker(let picker): picker.isDisabled
        default: false
        }
    }

    /// The public description of this control, found at `position` among its frame's controls.
    func summary(at position: Int) -> ScenarioControl {
        ScenarioControl(
            kind: kind, title: title, identifiers: identifiers, labels: labels, isEnabled: !isDisabled,
            position: position, value: value, isSecure: isSecure)
    }

    private var isSecure: Bool {
        if case .textField(let field) = node { field.isSecure } else { false }
    }

    private var value: String? {
        switch node {
        case .textField(let field): field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
        case .toggle(let toggle): toggle.isOn ? "on" : "off"
        case .picker(let picker): picker.selectedIndex.map { picker.options[$0].title }
        default: nil
        }
    }

    func matches(_ name: String) -> Bool { summary(at: 0).matches(name) }

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
        case .gesture(let gesture):
            // A view with gestures is reached like a button: by its whole text, any one text inside it, or an
            // identifier around it or on its content.
            found.append(
                Control(
                    kind: .button, node: node, title: gesture.content.plainText,
                    identifiers: identifiers + gesture.content.leadingIdentifiers,
                    labels: labels + gesture.content.textRuns))
            visit(gesture.content)
        case .hidden:
            // Hidden views cannot be used.
            break
        case .accessibility(let accessibility):
            collect(
                accessibility.content,
                identifiers: identifiers + (accessibility.identifier.map { [$0] } ?? []),
                labels: labels + (accessibility.label.map { [$0] } ?? []),
                into: &found
            )
        default:
            // Containers: controls inside toggles and pickers are not reachable, so those are handled above.
            for child in node.children { visit(child) }
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
        if case .task(let effect, _) = self { effects.append(effect) }
        for child in children { child.collectEffects(into: &effects) }
    }
}

extension Node {
    /// What a tap step runs: a button's action or a tap gesture's.
    var tapAction: NodeAction? {
        switch self {
        case .button(let button): button.action
        case .gesture(let gesture): gesture.tap
        default: nil
        }
    }

    /// The accessibility identifiers that wrap this node before any container: what names the view as a whole.
    var leadingIdentifiers: [String] {
        switch self {
        case .accessibility(let accessibility):
            (accessibility.identifier.map { [$0] } ?? []) + accessibility.content.leadingIdentifiers
        case .task(_, let content), .tagged(_, let content), .padding(_, let content): content.leadingIdentifiers
        case .frame(let frame): frame.content.leadingIdentifiers
        case .border(let border): border.content.leadingIdentifiers
        default: []
        }
    }

    /// Each piece of text shown inside this node, as written.
    var textRuns: [String] {
        if case .text(let text) = self { return text.content.isEmpty ? [] : [text.content] }
        return children.flatMap(\.textRuns)
    }

    /// The gestures of a gesture node.
    var gesture: GestureNode? {
        if case .gesture(let gesture) = self { gesture } else { nil }
    }
}
