/// A navigation container's screen: its content under a bar holding the title, the back control and toolbar items.
package struct NavigationNode: Sendable, Equatable {
    /// How the title sits: over the content (`large`, the root's default) or in the bar (`inline`).
    package enum TitleDisplayMode: String, Sendable, Equatable {
        case automatic, inline, large
    }

    package var title: String?
    package var content: Node
    package var titleDisplayMode: TitleDisplayMode
    /// The control that pops this screen (a button naming the screen below), absent on the root.
    package var backButton: Node?
    /// Toolbar items at the leading edge of the bar, after the back control.
    package var leadingItems: [Node]
    /// Toolbar items at the trailing edge of the bar.
    package var trailingItems: [Node]
    /// A toolbar item in the middle of the bar, in place of an inline title.
    package var principal: Node?
    /// Toolbar items in the bottom bar.
    package var bottomItems: [Node]
    /// A `.searchable` field under the title.
    package var searchField: Node?
    /// `.toolbar(.hidden, for: .navigationBar)` / `.navigationBarHidden(true)`: no bar, no title.
    package var isBarHidden: Bool

    package init(
        title: String? = nil,
        content: Node,
        titleDisplayMode: TitleDisplayMode = .automatic,
        backButton: Node? = nil,
        leadingItems: [Node] = [],
        trailingItems: [Node] = [],
        principal: Node? = nil,
        bottomItems: [Node] = [],
        searchField: Node? = nil,
        isBarHidden: Bool = false
    ) {
        self.title = title
        self.content = content
        self.titleDisplayMode = titleDisplayMode
        self.backButton = backButton
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.principal = principal
        self.bottomItems = bottomItems
        self.searchField = searchField
        self.isBarHidden = isBarHidden
    }

    /// The accessibility identifier of every back control, which the back step looks for.
    package static let backIdentifier = "navigation.back"

    /// Whether the bar has a row of controls (back control or items) above or around the title.
    package var hasBarRow: Bool {
        !isBarHidden && (backButton != nil || !leadingItems.isEmpty || !trailingItems.isEmpty || principal != nil)
    }
}

/// A tappable row that navigates (`NavigationLink`) or opens a URL (`Link`).
package struct LinkNode: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        /// Pushes a screen: drawn with a disclosure mark at the trailing edge.
        case navigation
        /// Opens a URL: drawn with an outward arrow.
        case external
    }

    package var kind: Kind
    package var label: Node
    /// The URL an external link opens, shown in HTML as its `href`.
    package var url: String?
    package var isDisabled: Bool
    package var action: NodeAction

    package init(kind: Kind, label: Node, url: String? = nil, isDisabled: Bool = false, action: NodeAction) {
        self.kind = kind
        self.label = label
        self.url = url
        self.isDisabled = isDisabled
        self.action = action
    }
}

/// A `NavigationSplitView`: two or three columns, or what a compact width shows instead.
package struct SplitViewNode: Sendable, Equatable {
    package var columns: [Node]
    /// What a width too small for the columns side by side shows: the sidebar, or the screen chosen from it with a
    /// back control.
    package var compact: Node

    package init(columns: [Node], compact: Node) {
        self.columns = columns
        self.compact = compact
    }

    /// The least width each column needs before the columns go side by side.
    package static let minimumColumnWidth = 24

    /// Whether the columns go side by side at a width (each gets ``minimumColumnWidth``, plus a separator between).
    package func showsColumns(atWidth width: Int) -> Bool {
        columns.count > 1 && width >= columns.count * Self.minimumColumnWidth + columns.count - 1
    }
}

/// A `TabView`: the selected tab's content and one item per tab.
package struct TabViewNode: Sendable, Equatable {
    package enum Style: String, Sendable, Equatable {
        /// A tab bar under the content.
        case automatic
        /// `.tabViewStyle(.page)`: a pager with a mark per page.
        case page
    }

    package var tabs: [TabItemNode]
    package var content: Node
    package var style: Style
    /// Whether a pager shows its page marks (`.page(indexDisplayMode: .never)` hides them).
    package var showsIndex: Bool

    package init(tabs: [TabItemNode], content: Node, style: Style = .automatic, showsIndex: Bool = true) {
        self.tabs = tabs
        self.content = content
        self.style = style
        self.showsIndex = showsIndex
    }
}

/// One tab's item in the bar.
package struct TabItemNode: Sendable, Equatable {
    package var label: Node
    /// The plain-text name steps use for the tab (its label's text, or `Tab 2` when it has none).
    package var title: String
    package var badge: String?
    package var isSelected: Bool
    package var select: NodeAction

    package init(label: Node, title: String, badge: String? = nil, isSelected: Bool, select: NodeAction) {
        self.label = label
        self.title = title
        self.badge = badge
        self.isSelected = isSelected
        self.select = select
    }
}
