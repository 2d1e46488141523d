/// When a search's scopes show; accepted.
public struct SearchScopeActivation: Sendable, Hashable {
    let name: String

    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "on-text-entry")
    public static let onSearchPresentation = SearchScopeActivation(name: "on-search-presentation")
}

extension View {
    /// Scopes that narrow a search (`.tag`ged views): the binding keeps the scope code sets. A device shows them
    /// under the field while searching; text renders draw the search field alone, so no change in text.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> Self {
        self
    }

    /// Scopes that narrow a search, shown as `activation` says; no change in text.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> Self { self }
}
