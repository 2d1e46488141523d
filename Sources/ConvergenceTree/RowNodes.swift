/// A row of a `ForEach` with editing behaviour: delete, move, swipe actions, a context menu.
public struct RowNode: Sendable, Equatable {
    /// What a row shows besides its content.
    public enum Reveal: String, Sendable, Equatable {
        case none
        /// Swiped from the leading edge: the leading swipe actions show.
        case leadingActions = "leading-actions"
        /// Swiped from the trailing edge: the trailing swipe actions (or Delete) show.
        case trailingActions = "trailing-actions"
        /// Long-pressed: the context menu shows.
        case contextMenu = "context-menu"
    }

    public var content: Node
    /// The row's position in its `ForEach`.
    public var index: Int
    /// Whether edit mode is on, showing delete and move marks.
    public var isEditing: Bool
    /// `.onDelete` for this row; nil when the row cannot be deleted.
    public var delete: NodeAction?
    /// `.onMove` for this row, taking SwiftUI's destination offset; nil when the row cannot be moved.
    public var move: NodeInput<Int>?
    public var leadingActions: [Node]
    public var trailingActions: [Node]
    public var contextMenu: [Node]
    public var reveal: Reveal
    /// Shows or hides the row's swipe actions or context menu.
    public var setReveal: NodeInput<Reveal>
    /// `.deleteDisabled(true)` / `.moveDisabled(true)` on the row's content.
    public var isDeleteDisabled: Bool
    public var isMoveDisabled: Bool

    public init(
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
    public var revealedActions: [Node] {
        switch reveal {
        case .none: []
        case .leadingActions: leadingActions
        case .trailingActions: trailingActions
        case .contextMenu: contextMenu
        }
    }
}

/// `.badge`: a count or short text beside content.
public struct BadgeNode: Sendable, Equatable {
    public var text: String
    public var content: Node

    public init(text: String, content: Node) {
        self.text = text
        self.content = content
    }
}

/// `.refreshable`: content with the action a refresh step runs.
public struct RefreshableNode: Sendable, Equatable {
    public var action: NodeAction
    public var content: Node

    public init(action: NodeAction, content: Node) {
        self.action = action
        self.content = content
    }
}
