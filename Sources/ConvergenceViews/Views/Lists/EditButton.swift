import ConvergenceTree

/// `[ Edit ]` / `[ Done ]`: turns edit mode (`\.editMode`) on and off, so lists show delete and move marks.
public struct EditButton: View, PrimitiveView {
    public typealias Body = Never

    /// An edit button.
    public init() {}

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let mode = context.environment.editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        let isEnabled = context.environment.isEnabled && mode != nil
        let button = ButtonNode(
            label: .text(TextNode(isEditing ? "Done" : "Edit", style: context.environment.textStyle)),
            isDisabled: !isEnabled,
            action: isEnabled ? context.action { mode?.wrappedValue = isEditing ? .inactive : .active } : .none
        )
        return [.button(button)]
    }
}
