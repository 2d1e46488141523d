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
        case .valueControl(let control): control.isDisabled
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
        case .valueControl(let control): control.kind == .slider ? String(control.value) : control.valueText
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
        case .valueControl(let control):
            let kind: Kind =
                switch control.kind {
                case .slider: .slider
                case .date: .datePicker
                case .color: .colorPicker
                }
            found.append(
                Control(
                    kind: kind, node: node, title: control.label.plainText, identifiers: identifiers, labels: labels))
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

extension Control {
    /// A `Stepper` as it resolves: a row of its label, then a `-` and a `+` button.
    struct Stepper {
        let title: String
        let decrement: ButtonNode
        let increment: ButtonNode
    }

    /// Every stepper row in a tree, in document order.
    static func steppers(in node: Node) -> [Stepper] {
        var found: [Stepper] = []
        if case .stack(let stack) = node, stack.axis == .horizontal, stack.children.count >= 3,
            case .button(let minus) = stack.children[stack.children.count - 2],
            case .button(let plus) = stack.children[stack.children.count - 1],
            Node.button(minus).plainText == "-", Node.button(plus).plainText == "+"
        {
            found.append(Stepper(title: stack.children[0].plainText, decrement: minus, increment: plus))
        }
        for child in node.children { found += steppers(in: child) }
        return found
    }
}
