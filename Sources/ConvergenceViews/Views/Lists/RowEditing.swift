import ConvergenceTree
import Foundation

/// The editing actions a `ForEach` gives its rows: `.onDelete` and `.onMove`.
struct RowEditing {
    var onDelete: (@MainActor (IndexSet) -> Void)?
    var onMove: (@MainActor (IndexSet, Int) -> Void)?
}

extension ResolveContext {
    /// One element's row, made editable: its index, the delete and move actions, the edit marks edit mode shows,
    /// and a Delete swipe action when it has no trailing swipe actions of its own.
    func editableRow(_ node: Node, index: Int, editing: RowEditing) -> Node {
        var row = rowNode(for: node)
        row.index = index
        row.isEditing = environment.editMode?.wrappedValue.isEditing ?? false
        let scope = self.scope
        if let onDelete = editing.onDelete, !row.isDeleteDisabled {
            row.delete = action { onDelete(IndexSet(integer: index)) }
        }
        if let onMove = editing.onMove, !row.isMoveDisabled {
            row.move = NodeInput { offset in
                RenderScope.$current.withValue(scope) { onMove(IndexSet(integer: index), offset) }
            }
        }
        if row.trailingActions.isEmpty, let delete = row.delete {
            let button = ButtonNode(label: .text(TextNode("Delete")), role: .destructive, action: delete)
            row.trailingActions = [Node.button(button).afterActions(hiding: row)]
        }
        return .row(row)
    }

    /// The row a node already is (from `.swipeActions`, `.contextMenu`, `.deleteDisabled`), or a new one around it
    /// whose swipe and menu state this render keeps at this position.
    func rowNode(for node: Node) -> RowNode {
        if case .row(let existing) = node { return existing }
        let reveal = persistent("reveal", initial: RowNode.Reveal.none)
        let scope = self.scope
        return RowNode(
            content: node, index: 0, reveal: reveal.value,
            setReveal: NodeInput { value in RenderScope.$current.withValue(scope) { reveal.value = value } })
    }
}

extension RowNode {
    /// The Delete swipe action a deletable row gets when it has no trailing swipe actions of its own (equal to it
    /// whatever its action).
    static let defaultDeleteAction = Node.button(
        ButtonNode(label: .text(TextNode("Delete")), role: .destructive, action: .none))
}

extension Node {
    /// This node with every button's action also closing the row's revealed actions first, as a tapped swipe
    /// action or menu item does.
    func afterActions(hiding row: RowNode) -> Node {
        let hide = row.setReveal
        return runningFirst { hide.send(.none) }
    }

    /// This node with every button's action doing `first` before its own work (dismissing the alert or menu it is
    /// in, as a tap on a device does before the action's effects show).
    func runningFirst(_ first: @escaping @MainActor @Sendable () -> Void) -> Node {
        switch self {
        case .button(var button):
            let original = button.action
            switch original.body {
            case .sync(let perform):
                button.action = NodeAction {
                    first()
                    perform()
                }
            case .async(let perform):
                button.action = NodeAction(async: {
                    first()
                    await perform()
                })
            }
            return .button(button)
        case .stack(var stack):
            stack.children = stack.children.map { $0.runningFirst(first) }
            return .stack(stack)
        case .accessibility(var accessibility):
            accessibility.content = accessibility.content.runningFirst(first)
            return .accessibility(accessibility)
        case .padding(let insets, let content): return .padding(insets, content.runningFirst(first))
        case .frame(var frame):
            frame.content = frame.content.runningFirst(first)
            return .frame(frame)
        case .task(let effect, let content): return .task(effect, content.runningFirst(first))
        case .tagged(let tag, let content): return .tagged(tag, content.runningFirst(first))
        case .border(var border):
            border.content = border.content.runningFirst(first)
            return .border(border)
        case .section(var section):
            section.rows = section.rows.map { $0.runningFirst(first) }
            return .section(section)
        default:
            return self
        }
    }
}
