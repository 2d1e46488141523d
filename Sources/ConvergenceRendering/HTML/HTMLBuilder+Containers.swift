import ConvergenceTree

extension HTMLBuilder {
    /// `<div class="vstack|hstack|zstack">`, with the alignment that matters for its axis.
    static func stack(_ stack: StackNode, in context: HTMLContext) -> HTMLElement {
        let (className, alignment): (String, String) =
            switch stack.axis {
            case .vertical: ("vstack", stack.alignment.horizontal.rawValue)
            case .horizontal: ("hstack", stack.alignment.vertical.rawValue)
            case .depth: ("zstack", alignmentName(stack.alignment))
            }
        var attributes: [HTMLElement.Attribute] = [.attr("class", className), .attr("data-alignment", alignment)]
        if let spacing = stack.spacing {
            attributes.append(.attr("data-spacing", String(spacing)))
        }
        return HTMLElement(context.flow("div"), attributes, children(stack.children, in: context))
    }

    /// SwiftUI's name for a two-axis alignment in kebab case (`top-leading`, `center`), so snapshots read familiar.
    static func alignmentName(_ alignment: Alignment) -> String {
        switch (alignment.vertical, alignment.horizontal) {
        case (.center, .center): "center"
        case (.center, let horizontal): horizontal.rawValue
        case (let vertical, .center): vertical.rawValue
        case (let vertical, let horizontal): "\(vertical.rawValue)-\(horizontal.rawValue)"
        }
    }

    /// `<div class="spacer">`; the minimum length is data, since CSS flex decides the rest.
    static func spacer(_ spacer: SpacerNode, in context: HTMLContext) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [.attr("class", "spacer")]
        if let minColumns = spacer.minColumns {
            attributes.append(.attr("data-min-columns", String(minColumns)))
        }
        if let minRows = spacer.minRows {
            attributes.append(.attr("data-min-rows", String(minRows)))
        }
        return HTMLElement(context.flow("div"), attributes)
    }

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
                ? .element(HTMLElement("span", [.attr("class", "row")], children([row], in: context)))
                : .element(HTMLElement("li", [], children([row], in: context)))
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

    /// `<div class="unavailable">`: symbol, `<h2>` title, description and actions, in reading order.
    static func unavailable(_ unavailable: UnavailableNode, in context: HTMLContext) -> HTMLElement {
        var content: [HTMLContent] = []
        if let systemImage = unavailable.systemImage {
            content.append(.element(symbol(ImageNode(systemName: systemImage))))
        }
        content.append(
            .element(
                heading(
                    2,
                    children([unavailable.title], in: context.phrasing),
                    isVisible: hasVisibleText(unavailable.title),
                    in: context
                )))
        if let description = unavailable.description {
            content.append(.element(wrapper("description", [], description, in: context)))
        }
        if let actions = unavailable.actions {
            content.append(.element(wrapper("actions", [], actions, in: context)))
        }
        return HTMLElement(context.flow("div"), [.attr("class", "unavailable")], content)
    }
}
