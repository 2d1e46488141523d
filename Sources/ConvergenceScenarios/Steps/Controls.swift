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
        case .link(let link): link.isDisabled
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

    /// Whether a step naming `name` means this control: by identifier, title or label, and for a button, link or tab
    /// also by one of the texts in its label (a row's title over its subtitle).
    func matches(_ name: String) -> Bool {
        summary(at: 0).matches(name) || (kind.isTappable && node.containsText(name))
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
        case .link(let link):
            found.append(
                Control(kind: .link, node: node, title: link.label.plainText, identifiers: identifiers, labels: labels))
        case .tabView(let tabView):
            visit(tabView.content)
            for tab in tabView.tabs {
                let button = Node.button(ButtonNode(label: tab.label, action: tab.select))
                found.append(
                    Control(kind: .tab, node: button, title: tab.title, identifiers: identifiers, labels: labels))
            }
        case .gesture(let gesture):
            // A view with gestures is reached like a button: by its whole text, any one text inside it, or an
            // identifier around it or on its content.
            found.append(
                Control(
                    kind: .button, node: node, title: gesture.content.plainText,
                    identifiers: identifiers + gesture.content.leadingIdentifiers, labels: labels))
            visit(gesture.content)
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
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .label, .progress, .unavailable,
            .navigation, .scroll, .padding, .frame, .border, .task, .tagged, .presentation, .row, .tabItem, .badge,
            .refreshable, .splitView, .shape, .grid, .hidden, .prioritized, .firstFitting, .marked:
            // Containers: controls inside toggles and pickers are not reachable, so those are handled above.
            for child in node.reachableChildren(atWidth: Control.width) { visit(child) }
        }
    }
}

extension Control {
    /// The width the screen is shown at while controls are looked up, which decides a split view's columns.
    @TaskLocal static var width: Int?

    /// Every editable row the screen shows (in its top layer), in document order.
    static func rows(in node: Node) -> [RowNode] {
        let inside = node.reachableChildren(atWidth: width).flatMap { rows(in: $0) }
        if case .row(let row) = node { return [row] + inside }
        return inside
    }

    /// The presentation on top of the screen, if anything is presented.
    static func topPresentation(in node: Node) -> PresentationNode? {
        if case .presentation(let presentation) = node { return presentation }
        return nil
    }

    /// The first refreshable content the screen shows.
    static func refreshable(in node: Node) -> RefreshableNode? {
        if case .refreshable(let refreshable) = node { return refreshable }
        for child in node.reachableChildren(atWidth: width) {
            if let found = refreshable(in: child) { return found }
        }
        return nil
    }
}

extension RowNode {
    /// Whether a step naming `name` means this row: its whole text, one of its texts, or an accessibility identifier
    /// inside it.
    func matches(_ name: String) -> Bool {
        if content.plainText == name { return true }
        return content.containsText(name)
    }
}

extension Node {
    /// The nodes inside this one that a person can reach on the screen shown at a width (nil: any width): only a
    /// presentation's top layer (the screen under a sheet or an alert takes no interaction), a split view's columns
    /// as the width shows them, nothing inside a hidden view.
    func reachableChildren(atWidth width: Int?) -> [Node] {
        switch self {
        case .presentation(let presentation): return [presentation.content]
        case .splitView(let split):
            if let width, !split.showsColumns(atWidth: width) { return [split.compact] }
            return split.columns
        case .hidden: return []
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .label, .progress,
            .unavailable, .textField, .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .accessibility,
            .task, .tagged, .link, .tabView, .row, .tabItem, .badge, .refreshable, .valueControl, .shape, .grid,
            .prioritized, .gesture, .firstFitting, .marked:
            return children
        }
    }

    /// Whether a text or accessibility identifier in the node reads exactly `name`.
    func containsText(_ name: String) -> Bool {
        switch self {
        case .text(let text): return text.content == name
        case .accessibility(let accessibility):
            return accessibility.identifier == name || accessibility.label == name
                || accessibility.content.containsText(name)
        default: return children.contains { $0.containsText(name) }
        }
    }
}

extension Node {
    /// Every `.task` effect in the tree, in document order; a walk with its own stack, so any depth is fine.
    var taskEffects: [TaskEffect] {
        var effects: [TaskEffect] = []
        var pending = [self]
        while let node = pending.popLast() {
            if case .task(let effect, _) = node { effects.append(effect) }
            // The children go on in reverse, so that the first comes off next; every scenario walks its whole tree
            // here, so no array is made per node.
            var first = pending.count
            node.forEachChild { pending.append($0) }
            var last = pending.count - 1
            while first < last {
                pending.swapAt(first, last)
                first += 1
                last -= 1
            }
        }
        return effects
    }
}

extension Node {
    /// What a tap step runs: a button's action or a tap gesture's.
    var tapAction: NodeAction? {
        switch self {
        case .button(let button): button.action
        case .link(let link): link.action
        case .gesture(let gesture): gesture.tap
        default: nil
        }
    }

    /// The accessibility identifiers that wrap this node before any container: what names the view as a whole.
    var leadingIdentifiers: [String] {
        switch self {
        case .accessibility(let accessibility):
            (accessibility.identifier.map { [$0] } ?? []) + accessibility.content.leadingIdentifiers
        case .task(_, let content), .tagged(_, let content), .padding(_, let content), .marked(_, let content):
            content.leadingIdentifiers
        case .frame(let frame): frame.content.leadingIdentifiers
        case .border(let border): border.content.leadingIdentifiers
        default: []
        }
    }

    /// The gestures of a gesture node.
    var gesture: GestureNode? {
        if case .gesture(let gesture) = self { gesture } else { nil }
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
        for child in node.reachableChildren(atWidth: width) { found += steppers(in: child) }
        return found
    }
}
