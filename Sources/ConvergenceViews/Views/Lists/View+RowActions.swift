import ConvergenceTree

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

extension View {
    /// Buttons a swipe reveals beside the row (the swipe step); tapping one runs it and hides them again.
    ///
    /// - Parameters:
    ///   - edge: The edge the swipe starts from and the buttons show at; `.trailing` by default.
    ///   - allowsFullSwipe: Accepted; the swipe step always stops with the buttons shown.
    ///   - content: The buttons.
    /// - Returns: The row, with the buttons attached.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = content()
        return RowModifier(content: self) { context, row in
            let nodes = context.resolve(actions, at: "swipeActions").map { $0.afterActions(hiding: row) }
            switch edge {
            case .leading: row.leadingActions += nodes
            case .trailing: row.trailingActions += nodes
            }
        }
    }

    /// A menu a long press shows under the view (the context-menu step); tapping an item runs it and closes it.
    ///
    /// - Parameter menuItems: The menu's items, usually buttons.
    /// - Returns: The view, with the menu attached.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        let items = menuItems()
        return RowModifier(content: self) { context, row in
            row.contextMenu += context.resolve(items, at: "contextMenu").map { $0.afterActions(hiding: row) }
        }
    }

    /// A menu a long press shows, with a preview; text renders show the menu only.
    ///
    /// - Parameters:
    ///   - menuItems: The menu's items, usually buttons.
    ///   - preview: The preview; not drawn.
    /// - Returns: The view, with the menu attached.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    {
        contextMenu(menuItems: menuItems)
    }

    /// Keeps this row (or every row of a `ForEach`) from being deleted: no delete mark, no Delete swipe action.
    ///
    /// - Parameter isDisabled: Whether to keep the row from being deleted.
    /// - Returns: The row, marked.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        RowModifier(content: self) { _, row in
            guard isDisabled else { return }
            row.isDeleteDisabled = true
            row.delete = nil
            row.trailingActions.removeAll { $0 == RowNode.defaultDeleteAction }
        }
    }

    /// Keeps this row (or every row of a `ForEach`) from being moved: no move handle.
    ///
    /// - Parameter isDisabled: Whether to keep the row from being moved.
    /// - Returns: The row, marked.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        RowModifier(content: self) { _, row in
            guard isDisabled else { return }
            row.isMoveDisabled = true
            row.move = nil
        }
    }
}

/// Makes its content a row (or changes the row it already is) for swipe actions, menus and edit flags.
struct RowModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: @MainActor (ResolveContext, inout RowNode) -> Void

    func resolveNodes(in context: ResolveContext) -> [Node] {
        // Applied to a `ForEach`, it changes each of its rows.
        context.resolve(content, at: "row").enumerated().map { index, node in
            var rowContext = context
            rowContext.path = ViewPath.bounded(context.path + "/row[\(index)]")
            var row = rowContext.rowNode(for: node)
            change(rowContext, &row)
            return .row(row)
        }
    }
}

extension View {
    /// A menu for the selected rows of a list or table (and an action for a double click). Selected rows are not
    /// marked in text and no step opens this menu, so it is accepted with no change in text.
    ///
    /// - Parameters:
    ///   - itemType: The type of the selection's ids.
    ///   - menu: Builds the menu for the selected ids; never called.
    ///   - primaryAction: Runs on a double click; never called.
    /// - Returns: The view unchanged.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> Self { self }
}
