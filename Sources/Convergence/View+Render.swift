/// Renders views directly, without a scenario: the view as it is now, before any `.task` runs.
extension View {
    /// The view's text in a format.
    ///
    /// ```swift
    /// Text("Hello").padding().border().render(.ascii(width: 20))
    /// // +---------+
    /// // |         |
    /// // |  Hello  |
    /// // |         |
    /// // +---------+
    /// ```
    ///
    /// - Parameter format: The output: `.ascii(width:style:)` for text at a width in columns, `.html` for a fragment,
    ///   `.htmlDocument(title:)` for a whole page, or `.accessibilityOutline`.
    /// - Returns: The rendered text. ASCII renders have one line per row, each at most the width in columns.
    @MainActor
    public func render(_ format: RenderFormat) -> String {
        NodeRenderer.render(ViewResolver.resolve(self), as: format)
    }

    /// The render tree this view resolves to, for inspecting what renderers receive.
    ///
    /// ```swift
    /// Button("Retry") {}.accessibilityIdentifier("retry").resolvedNode().accessibilityIdentifiers   // ["retry"]
    /// ```
    ///
    /// - Returns: The view as it is now, before any `.task` runs: its text, accessibility identifiers and labels,
    ///   and parts can be read, and it renders in any format.
    @MainActor
    public func resolvedNode() -> RenderTree {
        RenderTree(ViewResolver.resolve(self))
    }
}
