import ConvergenceTree

/// Presentation: sheets, covers, popovers, alerts and dialogs over the screen they cover.
extension HTMLBuilder {
    /// The screen, then the presented layer as an open `<dialog>` (a `<span role="dialog">` in phrasing content).
    static func presentation(_ presentation: PresentationNode, in context: HTMLContext) -> [HTMLElement] {
        let base = elements(for: presentation.base, in: context)
        var inner = context
        inner.isInHeaderOrFooter = false
        let layer = HTMLElement(
            context.isPhrasing ? "span" : "dialog",
            (context.isPhrasing ? [.attr("role", "dialog")] : [])
                + [.attr("class", presentation.kind.rawValue)] + (context.isPhrasing ? [] : [.flag("open")]),
            children([presentation.content], in: inner)
        )
        return base + [layer]
    }
}
