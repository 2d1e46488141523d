import ConvergenceTree

/// A tab of a `TabView`, in the newer form: `Tab("Inbox", systemImage: "tray") { InboxView() }`.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: TabLabel

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let tab = TabItemView(content: content, label: label)
        guard let value else { return context.resolve(tab, at: "Tab") }
        return context.resolve(tab, at: "Tab").map { .tagged(Tag(AnyHashable(value)), $0) }
    }
}

/// What a tab is for; a search tab shows like any other in text.
public struct TabRole: Sendable, Hashable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab {
    /// A tab with a value and a label built from views.
    ///
    /// - Parameters:
    ///   - value: The tab's value: a `TabView` bound to a selection shows this tab when the selection equals it.
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    ///   - label: The tab's item in the bar.
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel
    ) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    /// A tab with a value, a title and a symbol.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's item in the bar.
    ///   - systemImage: The name of the symbol shown with the title.
    ///   - value: The tab's value: a `TabView` bound to a selection shows this tab when the selection equals it.
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.content = content()
        label = Label(title, systemImage: systemImage)
    }

    /// A tab with a value, a title and an image asset.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's item in the bar.
    ///   - image: The name of the image asset shown with the title.
    ///   - value: The tab's value: a `TabView` bound to a selection shows this tab when the selection equals it.
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.content = content()
        label = Label(title, image: image)
    }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
    /// A tab with a title and a symbol, selected by its position.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's item in the bar.
    ///   - systemImage: The name of the symbol shown with the title.
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        value = nil
        self.content = content()
        label = Label(title, systemImage: systemImage)
    }

    /// A tab with a title and an image asset, selected by its position.
    ///
    /// - Parameters:
    ///   - title: The title of the tab's item in the bar.
    ///   - image: The name of the image asset shown with the title.
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    {
        value = nil
        self.content = content()
        label = Label(title, image: image)
    }
}

extension Tab where Value == Never {
    /// A tab with a label built from views, selected by its position.
    ///
    /// - Parameters:
    ///   - role: A special role, such as search; accepted as a no-op in text.
    ///   - content: The view shown while the tab is selected.
    ///   - label: The tab's item in the bar.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        value = nil
        self.content = content()
        self.label = label()
    }
}
