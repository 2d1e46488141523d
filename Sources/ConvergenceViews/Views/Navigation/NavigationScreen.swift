import ConvergenceTree

/// One screen of a navigation container while it resolves: what its views ask of the bar (title, toolbar items,
/// search field) and the stack its links push onto.
@MainActor
final class NavigationScreen {
    /// The screen's place in its stack: 0 for the root.
    let depth: Int
    let stack: NavigationController?
    private(set) var title: String?
    var titleDisplayMode: NavigationNode.TitleDisplayMode?
    var leadingItems: [Node] = []
    var trailingItems: [Node] = []
    var principal: Node?
    var bottomItems: [Node] = []
    var searchField: Node?
    var hidesBackButton = false
    var hidesBar = false

    init(depth: Int, stack: NavigationController?) {
        self.depth = depth
        self.stack = stack
    }

    /// The first title offered wins, as the outermost `.navigationTitle` of a screen's content does in SwiftUI.
    func offerTitle(_ title: String) {
        if self.title == nil { self.title = title }
    }

    /// Places resolved toolbar items by where they asked to go.
    func place(_ items: [Node], at placement: ToolbarItemPlacement) {
        switch placement.position {
        case .leading: leadingItems += items
        case .trailing: trailingItems += items
        case .principal: principal = principal.map { Node.combining([$0] + items) } ?? Node.combining(items)
        case .bottom: bottomItems += items
        case .hidden: break
        }
    }

    /// The screen's node: its content under the bar its views asked for.
    func node(content: Node, backButton: Node?) -> NavigationNode {
        NavigationNode(
            title: title,
            content: content,
            titleDisplayMode: titleDisplayMode ?? .automatic,
            backButton: hidesBackButton ? nil : backButton,
            leadingItems: leadingItems,
            trailingItems: trailingItems,
            principal: principal,
            bottomItems: bottomItems,
            searchField: searchField,
            isBarHidden: hidesBar
        )
    }
}
