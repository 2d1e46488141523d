/// A `List`: one or more sections of rows.
package struct ListNode: Sendable, Equatable {
    package var sections: [SectionNode]

    package init(sections: [SectionNode]) {
        self.sections = sections
    }
}

/// A `Section`: optional header and footer around rows.
package struct SectionNode: Sendable, Equatable {
    package var header: Node?
    package var rows: [Node]
    package var footer: Node?

    package init(header: Node? = nil, rows: [Node], footer: Node? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

/// A row of a `ForEach` with editing behaviour: delete, move, swipe actions, a context menu.
package struct RowNode: Sendable, Equatable {
    /// What a row shows besides its content.
    package enum Reveal: String, Sendable, Equatable {
        case none
        /// Swiped from the leading edge: the leading swipe actions show.
        case leadingActions = "leading-actions"
        /// Swiped from the trailing edge: the trailing swipe actions (or Delete) show.
        case trailingActions = "trailing-actions"
        /// Long-pressed: the context menu shows.
        case contextMenu = "context-menu"
    }

    package var content: Node
    /// The row's position in its `ForEach`.
    package var index: Int
    /// Whether edit mode is on, showing delete and move marks.
    package var isEditing: Bool
    /// `.onDelete` for this row; nil when the row cannot be deleted.
    package var delete: NodeAction?
    /// `.onMove` for this row, taking SwiftUI's destination offset; nil when the row cannot be moved.
    package var move: NodeInput<Int>?
    package var leadingActions: [Node]
    package var trailingActions: [Node]
    package var contextMenu: [Node]
    package var reveal: Reveal
    /// Shows or hides the row's swipe actions or context menu.
    package var setReveal: NodeInput<Reveal>
    /// `.deleteDisabled(true)` / `.moveDisabled(true)` on the row's content.
    package var isDeleteDisabled: Bool
    package var isMoveDisabled: Bool

    package init(
        content: Node,
        index: Int,
        isEditing: Bool = false,
        delete: NodeAction? = nil,
        move: NodeInput<Int>? = nil,
        leadingActions: [Node] = [],
        trailingActions: [Node] = [],
        contextMenu: [Node] = [],
        reveal: Reveal = .none,
        setReveal: NodeInput<Reveal> = .none,
        isDeleteDisabled: Bool = false,
        isMoveDisabled: Bool = false
    ) {
        self.isDeleteDisabled = isDeleteDisabled
        self.isMoveDisabled = isMoveDisabled
        self.content = content
        self.index = index
        self.isEditing = isEditing
        self.delete = delete
        self.move = move
        self.leadingActions = leadingActions
        self.trailingActions = trailingActions
        self.contextMenu = contextMenu
        self.reveal = reveal
        self.setReveal = setReveal
    }

    /// The controls the row shows now besides its content: the revealed swipe actions or context menu.
    package var revealedActions: [Node] {
        switch reveal {
        case .none: []
        case .leadingActions: leadingActions
        case .trailingActions: trailingActions
        case .contextMenu: contextMenu
        }
    }
}

/// `.badge`: a count or short text beside content.
package struct BadgeNode: Sendable, Equatable {
    package var text: String
    package var content: Node

    package init(text: String, content: Node) {
        self.text = text
        self.content = content
    }
}

/// `.refreshable`: content with the action a refresh step runs.
package struct RefreshableNode: Sendable, Equatable {
    package var action: NodeAction
    package var content: Node

    package init(action: NodeAction, content: Node) {
        self.action = action
        self.content = content
    }
}
