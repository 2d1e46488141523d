import ConvergenceTree

extension View {
    /// A search field bound to `text`: under the title of the navigation screen this view is on (or above the view
    /// outside one). The type step fills it by its title, "Search".
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, prompt: "Find a recipe")
    /// ```
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field; "Search" when `nil`.
    /// - Returns: The view with a search field.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.content)
    }

    /// A search field bound to `text`, with a prompt string.
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field.
    /// - Returns: The view with a search field.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }

    /// A search field, drawn whether or not `isPresented` is true (text has no focus to give it).
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - isPresented: Whether the search is active; text renders draw the field whatever its value.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field; "Search" when `nil`.
    /// - Returns: The view with a search field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.content)
    }

    /// A search field with suggestions; the suggestions show only while typing on a device, so text renders show
    /// the field alone.
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field; "Search" when `nil`.
    ///   - suggestions: The suggestions; not drawn in text.
    /// - Returns: The view with a search field.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.content)
    }

    /// A search field with suggestions and a prompt string; text renders show the field alone.
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field.
    ///   - suggestions: The suggestions; not drawn in text.
    /// - Returns: The view with a search field.
    @_disfavoredOverload
    public func searchable<P: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }

    /// Accepted; suggestions show only while typing on a device.
    ///
    /// - Parameter suggestions: The suggestions; not drawn in text.
    /// - Returns: This view, unchanged.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> Self { self }

    /// Accepted; no change in text.
    ///
    /// - Parameter completion: The text a suggestion puts in the field when chosen on a device; not used in text.
    /// - Returns: This view, unchanged.
    @_disfavoredOverload
    public func searchCompletion<S: StringProtocol>(_ completion: S) -> Self { self }
}

/// Where a search field goes; text renders put it under the screen's title.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigation-bar-drawer")

    /// Whether the field stays visible while scrolling; no change in text.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let name: String
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// A field in the navigation bar's drawer.
    ///
    /// - Parameter displayMode: Whether the field stays visible while scrolling; accepted as a no-op in text.
    /// - Returns: The `navigationBarDrawer` placement, which text renders draw like every other placement.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

/// Content with a search field.
struct SearchableView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let prompt: String?

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let isEnabled = context.environment.isEnabled
        let field = Node.textField(
            TextFieldNode(
                title: "Search", prompt: prompt ?? "Search", text: text.wrappedValue, isDisabled: !isEnabled,
                edit: isEnabled ? NodeInput(binding: text, scope: context.scope) : .none))
        var inner = context
        inner.environment.isSearching = !text.wrappedValue.isEmpty
        let nodes = inner.resolve(content, at: "searchable")
        if let screen = context.screen, screen.searchField == nil {
            screen.searchField = field
            return nodes
        }
        return [.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [field] + nodes))]
    }
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a search field around the view holds a query.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
