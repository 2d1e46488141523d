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
    /// - Returns: The plain ``Node`` tree the view resolves to, the input of every renderer.
    @MainActor
    public func resolvedNode() -> Node {
        ViewResolver.resolve(self)
    }
}
