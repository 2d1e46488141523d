/// A group of tabs under a header, as a sidebar-adaptable `TabView` shows them. The tab bar of a text render lists
/// the section's tabs among the others; the header is not drawn.
///
/// ```swift
/// TabSection("Collections") {
///     Tab("Favorites", systemImage: "star") { FavoritesView() }
///     Tab("Recent", systemImage: "clock") { RecentView() }
/// }
/// ```
public struct TabSection<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: some View { content }

    /// Accepted: a section's actions are not drawn in the tab bar.
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> Self { self }
}

extension TabSection where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
