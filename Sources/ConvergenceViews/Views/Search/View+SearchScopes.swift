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
    ///
    /// - Parameters:
    ///   - scope: The selected scope; kept in the binding, not drawn.
    ///   - scopes: The scope choices, each marked with `.tag`; not drawn in text.
    /// - Returns: This view, unchanged.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> Self {
        self
    }

    /// Scopes that narrow a search, shown as `activation` says; no change in text.
    ///
    /// - Parameters:
    ///   - scope: The selected scope; kept in the binding, not drawn.
    ///   - activation: When a device shows the scopes; accepted as a no-op in text.
    ///   - scopes: The scope choices, each marked with `.tag`; not drawn in text.
    /// - Returns: This view, unchanged.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> Self { self }
}

extension View {
    /// A search field with tokens: drawn and driven as `.searchable(text:placement:prompt:)`; the tokens are kept
    /// in their binding and not drawn.
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - tokens: The tokens; kept in the binding, not drawn.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field; "Search" when `nil`.
    ///   - token: Builds the view of one token; not drawn in text.
    /// - Returns: The view with a search field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with tokens and a prompt string; see above.
    ///
    /// - Parameters:
    ///   - text: The query: the field shows it, and typing into the field writes it.
    ///   - tokens: The tokens; kept in the binding, not drawn.
    ///   - placement: Where a device puts the field; accepted as a no-op in text.
    ///   - prompt: The placeholder of an empty field.
    ///   - token: Builds the view of one token; not drawn in text.
    /// - Returns: The view with a search field.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
