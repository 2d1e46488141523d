import ConvergenceTree

extension RenderTree {
    /// The tree as text in a format.
    ///
    /// ```swift
    /// Text("Hello").resolvedNode().render(.ascii(width: 20))   // "Hello\n"
    /// ```
    ///
    /// - Parameter format: The format to render: `.ascii(width:style:)`, `.html`, `.htmlDocument(title:)` or
    ///   `.accessibilityOutline`.
    /// - Returns: The rendered text, ending with a newline unless it is empty.
    public func render(_ format: RenderFormat) -> String {
        NodeRenderer.render(node, as: format)
    }
}
