import ConvergenceTree

/// Tabs: the selected tab's content over a bar of tab items (`[ Home ]  Settings  Profile (3)`); tapping an item
/// (the tap step, by its title) selects it. The tabs not shown keep their state; their `.task`s stop until shown.
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }.badge(2)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs bound to a selection.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value (its tag, or its position when no tab has one); tapping an item writes
    ///     it. With `nil`, the tab view keeps the selection itself, starting at the first tab.
    ///   - content: The tabs, each a view with `.tabItem` or a ``Tab``.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var inner = context
        inner.tagsRowsWithIDs = true
        let tabs = inner.resolve(content, at: "TabView").map(TabParts.init)
        guard !tabs.isEmpty else { return [] }
        // Without a binding (or with tags of another type), the selection is kept here, by position.
        let kept = context.persistent("selectedTab", initial: 0)
        let selectedIndex: Int
        if let selection, let index = tabs.firstIndex(where: { $0.tag == AnyHashable(selection.wrappedValue) }) {
            selectedIndex = index
        } else if selection != nil, let value = selection?.wrappedValue as? Int, tabs.indices.contains(value),
            tabs.allSatisfy({ $0.tag == nil })
        {
            selectedIndex = value
        } else {
            selectedIndex = tabs.indices.contains(kept.value) ? kept.value : 0
        }
        let items = tabs.enumerated().map { index, tab in
            let select = context.action {
                if let selection, let value = (tab.tag?.base as? SelectionValue) ?? (index as? SelectionValue) {
                    selection.wrappedValue = value
                }
                kept.value = index
            }
            let title = tab.label.plainText
            return TabItemNode(
                label: tab.label, title: title.isEmpty ? "Tab \(index + 1)" : title, badge: tab.badge,
                isSelected: index == selectedIndex, select: select)
        }
        let style = context.environment.tabViewStyle
        return [
            .tabView(
                TabViewNode(
                    tabs: items, content: tabs[selectedIndex].content, style: style.isPage ? .page : .automatic,
                    showsIndex: style.showsIndex))
        ]
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection, starting at the first tab.
    ///
    /// - Parameter content: The tabs, each a view with `.tabItem` or a ``Tab``.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// What a tab's node says about it: its item's label, its tag, its badge, and its content without them.
private struct TabParts {
    var label: Node = .empty
    var tag: AnyHashable?
    var badge: String?
    var content: Node

    init(_ node: Node) {
        content = node
        content = unwrap(node)
    }

    /// Takes the tab item, tag and badge off the node (they may sit under each other in any order).
    private mutating func unwrap(_ node: Node) -> Node {
        switch node {
        case .tabItem(let item, let inner):
            label = item.label
            if badge == nil { badge = item.badge }
            return unwrap(inner)
        case .tagged(let tag, let inner):
            if self.tag == nil { self.tag = tag.value }
            return unwrap(inner)
        case .badge(let badge):
            if self.badge == nil { self.badge = badge.text }
            return unwrap(badge.content)
        // Modifiers applied after `.tabItem` (`.onDisappear`, `.task`, an identifier) stay on the tab's content.
        case .task(let effect, let inner):
            return .task(effect, unwrap(inner))
        case .accessibility(var accessibility):
            accessibility.content = unwrap(accessibility.content)
            return .accessibility(accessibility)
        default:
            return node
        }
    }
}

extension View {
    /// The label a `TabView` shows for this view in its bar (a `Label`, or an `Image` and a `Text`).
    ///
    /// - Parameter label: The item's label; when it has no text, the item is titled "Tab" and its position, such as
    ///   "Tab 2".
    /// - Returns: The view, with its item for the enclosing tab view's bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// Content with the label of its tab.
struct TabItemView<Content: View, TabLabel: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let label: TabLabel

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var labelContext = context
        labelContext.environment.labelStyle = { configuration, context in
            context.resolve(configuration.builtIn(.titleAndIcon))
        }
        let labelNodes = labelContext.resolve(label, at: "tabItem")
        let labelNode: Node =
            labelNodes.count == 2
            ? .label(LabelNode(title: labelNodes[1], icon: labelNodes[0])) : Node.combining(labelNodes)
        let item = TabItemNode(label: labelNode, title: labelNode.plainText, isSelected: false, select: .none)
        return [.tabItem(item, Node.combining(context.resolve(content, at: "tab")))]
    }
}
