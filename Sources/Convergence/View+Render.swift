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
    @MainActor
    public func render(_ format: RenderFormat) -> String {
        NodeRenderer.render(ViewResolver.resolve(self), as: format)
    }

    /// The render tree this view resolves to, for inspecting what renderers receive.
    @MainActor
    public func resolvedNode() -> Node {
        ViewResolver.resolve(self)
    }
}
