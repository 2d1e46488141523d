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
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel
    ) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.content = content()
        label = Label(title, systemImage: systemImage)
    }

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
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        value = nil
        self.content = content()
        label = Label(title, systemImage: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    {
        value = nil
        self.content = content()
        label = Label(title, image: image)
    }
}

extension Tab where Value == Never {
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        value = nil
        self.content = content()
        self.label = label()
    }
}
