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

    /// A group of tabs with a header and a footer.
    ///
    /// - Parameters:
    ///   - content: The tabs; drawn in the bar as if not grouped.
    ///   - header: The group's header; not drawn in text.
    ///   - footer: The group's footer; not drawn in text.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: some View { content }

    /// Accepted: a section's actions are not drawn in the tab bar.
    ///
    /// - Parameter content: The actions; not drawn in text.
    /// - Returns: This section, unchanged.
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> Self { self }
}

extension TabSection where Footer == EmptyView {
    /// A group of tabs with a header.
    ///
    /// - Parameters:
    ///   - content: The tabs; drawn in the bar as if not grouped.
    ///   - header: The group's header; not drawn in text.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A group of tabs with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title; not drawn in text.
    ///   - content: The tabs; drawn in the bar as if not grouped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A group of tabs with a title string.
    ///
    /// - Parameters:
    ///   - title: The group's title; not drawn in text.
    ///   - content: The tabs; drawn in the bar as if not grouped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A group of tabs without a title.
    ///
    /// - Parameter content: The tabs; drawn in the bar as if not grouped.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
