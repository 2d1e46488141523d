import ConvergenceTree

/// Lists: sections of rows, editable rows and their badges.
extension HTMLBuilder {
    /// `<ul class="list">` for a list of plain rows; `<div class="list">` of sections once any has a header or footer.
    static func list(_ list: ListNode, in context: HTMLContext) -> HTMLElement {
        let isPlain = list.sections.count <= 1 && list.sections.allSatisfy { $0.header == nil && $0.footer == nil }
        if isPlain {
            return HTMLElement(
                context.flow("ul"), [.attr("class", "list")], rows(list.sections.first?.rows ?? [], in: context))
        }
        return HTMLElement(
            context.flow("div"),
            [.attr("class", "list")],
            list.sections.map { .element(section($0, className: "list-section", isInList: true, in: context)) }
        )
    }

    /// `<section>` headed by `<h2>` when there is a header to head it, else `<div class="section">`.
    static func section(_ section: SectionNode, in context: HTMLContext) -> HTMLElement {
        self.section(section, className: "section", isInList: false, in: context)
    }

    /// A section inside or outside a list; inside, its rows are `<li>`s of a `<ul>`.
    static func section(_ section: SectionNode, className: String, isInList: Bool, in context: HTMLContext)
        -> HTMLElement
    {
        let isHeaded = section.header.map(hasVisibleText) ?? false
        var inner = context
        if isHeaded && !context.isPhrasing { inner.isInSection = true }
        var content: [HTMLContent] = []
        if let header = section.header {
            content.append(.element(heading(2, children([header], in: inner.phrasing), isVisible: isHeaded, in: inner)))
        }
        if isInList {
            content.append(
                .element(HTMLElement(inner.flow("ul"), [.attr("class", "rows")], rows(section.rows, in: inner))))
        } else {
            content += children(section.rows, in: inner)
        }
        if let footer = section.footer {
            content.append(.element(self.footer(footer, in: inner)))
        }
        let name = isHeaded && !context.isPhrasing ? "section" : context.flow("div")
        return HTMLElement(name, [.attr("class", className)], content)
    }

    /// One `<li>` per row (`<span class="row">` in phrasing context).
    static func rows(_ rows: [Node], in context: HTMLContext) -> [HTMLContent] {
        rows.map { row in
            context.isPhrasing
                ? .element(HTMLElement("span", [.attr("class", "row")], children(of: row, in: context)))
                : .element(HTMLElement("li", [], children(of: row, in: context)))
        }
    }

    /// `<footer>`, or `<div class="footer">` where a footer may not nest.
    static func footer(_ footer: Node, in context: HTMLContext) -> HTMLElement {
        var inner = context
        inner.isInHeaderOrFooter = true
        let isPlain = context.isPhrasing || context.isInHeaderOrFooter
        return HTMLElement(
            isPlain ? context.flow("div") : "footer",
            isPlain ? [.attr("class", "footer")] : [],
            children([footer], in: inner)
        )
    }

    /// `<div class="row">` with its edit marks, its content and its revealed swipe actions or context menu.
    static func row(_ row: RowNode, in context: HTMLContext) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [.attr("class", "row")]
        if row.isEditing { attributes.append(.attr("data-editing", "true")) }
        if row.reveal != .none { attributes.append(.attr("data-reveal", row.reveal.rawValue)) }
        var content: [HTMLContent] = []
        if row.isEditing, row.delete != nil {
            content.append(.element(mark("delete", "Delete", "⊖", in: context)))
        }
        content += children([row.content], in: context)
        if row.isEditing, row.move != nil {
            content.append(.element(mark("move", "Move", "≡", in: context)))
        }
        if !row.revealedActions.isEmpty {
            let className = row.reveal == .contextMenu ? "context-menu" : "row-actions"
            content.append(.element(group(className, row.revealedActions, in: context)))
        }
        return HTMLElement(context.flow("div"), attributes, content)
    }

    /// An edit mark: a `<button>` named for assistive technology where controls may go, else a `<span>`.
    private static func mark(_ className: String, _ name: String, _ glyph: String, in context: HTMLContext)
        -> HTMLElement
    {
        guard context.allowsControls else {
            return HTMLElement(
                "span", [.attr("class", className), .attr("aria-hidden", "true")], [.text(glyph, .text)])
        }
        return HTMLElement(
            "button", [.attr("type", "button"), .attr("class", className), .attr("aria-label", name)],
            [.text(glyph, .text)])
    }

    /// The content, then `<span class="badge">`.
    static func badge(_ badge: BadgeNode, in context: HTMLContext) -> HTMLElement {
        HTMLElement(
            context.flow("div"), [.attr("class", "badged")],
            children([badge.content], in: context)
                + [.element(HTMLElement("span", [.attr("class", "badge")], [.text(badge.text, .text)]))])
    }
}
