import ConvergenceTree

/// What to show when there is nothing to show: an empty list, an error, no search results.
///
/// ```swift
/// ContentUnavailableView("No Items", systemImage: "tray")
/// ContentUnavailableView("Error", systemImage: "exclamationmark.triangle", description: Text(message))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty-state view built from views.
    ///
    /// - Parameters:
    ///   - label: The title; when it is a `Label`, its symbol is drawn with its title.
    ///   - description: The text under the title; none when empty.
    ///   - actions: The controls under the description, such as buttons; none when empty.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var title = context.resolveSingle(label, at: "label")
        var symbol: String?
        if case .label(let labelNode) = title {
            title = labelNode.title
            if case .image(let image) = labelNode.icon { symbol = image.systemName }
        }
        let descriptionNodes = context.resolve(description, at: "description")
        let actionNodes = context.resolve(actions, at: "actions")
        let node = UnavailableNode(
            systemImage: symbol,
            title: title,
            description: descriptionNodes.isEmpty ? nil : Node.combining(descriptionNodes),
            actions: actionNodes.isEmpty ? nil : Node.combining(actionNodes)
        )
        return [.unavailable(node)]
    }
}

extension ContentUnavailableView
where Label == ConvergenceViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty-state view with a title, a symbol and an optional description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The name of the symbol shown with the title.
    ///   - description: The text under the title; none when `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { ConvergenceViews.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// An empty-state view with a title from a string literal (a `LocalizedStringKey`: translated, its Markdown
    /// read), a symbol and an optional description.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The name of the symbol shown with the title.
    ///   - description: The text under the title; none when `nil`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: { ConvergenceViews.Label(titleKey, systemImage: systemImage) }, description: { description })
    }
}

extension ContentUnavailableView
where Label == ConvergenceViews.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// No search results.
    public static var search: Self {
        ContentUnavailableView(
            label: { ConvergenceViews.Label("No Results", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") }
        )
    }

    /// No search results for a query.
    ///
    /// - Parameter text: The query, quoted in the title "No Results for “…”".
    /// - Returns: A view with that title, a magnifying glass symbol and a hint to check the spelling.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            label: { ConvergenceViews.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") }
        )
    }
}
