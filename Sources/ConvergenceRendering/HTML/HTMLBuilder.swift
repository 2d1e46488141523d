import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Turns a render tree into HTML elements, choosing for each node the markup that is valid where it lands.
///
/// Every node goes through ``elements(for:in:)`` with the ``HTMLContext`` of its parent, so validity (phrasing-only
/// content, no control inside a control, no header inside a footer) is decided in one place per node kind.
enum HTMLBuilder {
    /// The elements for one node: none for `.empty`, otherwise usually one.
    static func elements(for node: Node, in context: HTMLContext) -> [HTMLElement] {
        guard !StackGuard.isShort() else { return [] }
        return switch node {
        case .empty: []
        case .accessibility(let accessibility): self.accessibility(accessibility, in: context)
        case .task(_, let content), .tagged(_, let content), .tabItem(_, let content), .prioritized(_, let content):
            elements(for: content, in: context)
        case .presentation(let presentation): self.presentation(presentation, in: context)
        case .firstFitting(let candidates): elements(for: candidates.first ?? .empty, in: context)
        default: [element(for: node, in: context)]
        }
    }

    /// The elements for one node appended to `contents`: ``elements(for:in:)`` without an array for the usual one.
    static func appendElements(for node: Node, in context: HTMLContext, to contents: inout [HTMLContent]) {
        guard !StackGuard.isShort() else { return }
        switch node {
        case .empty: return
        case .task(_, let content), .tagged(_, let content), .tabItem(_, let content), .prioritized(_, let content):
            appendElements(for: content, in: context, to: &contents)
        case .firstFitting(let candidates): appendElements(for: candidates.first ?? .empty, in: context, to: &contents)
        case .accessibility, .presentation:
            for element in elements(for: node, in: context) { contents.append(.element(element)) }
        default:
            if printsDirectly(node) {
                contents.append(.node(node, context))
            } else {
                contents.append(.element(element(for: node, in: context)))
            }
        }
    }

    /// The one element for a node that always makes exactly one (every kind but those ``elements(for:in:)`` handles
    /// itself).
    private static func element(for node: Node, in context: HTMLContext) -> HTMLElement {
        switch node {
        case .text(let text): self.text(text)
        case .image(let image): symbol(image)
        case .stack(let stack): self.stack(stack, in: context)
        case .spacer(let spacer): self.spacer(spacer, in: context)
        case .divider: context.isPhrasing ? HTMLElement("span", [.attr("class", "divider")]) : HTMLElement("hr")
        case .list(let list): self.list(list, in: context)
        case .section(let section): self.section(section, in: context)
        case .button(let button): self.button(button, in: context)
        case .label(let label): self.label(label, in: context)
        case .progress(let progress): self.progress(progress, in: context)
        case .unavailable(let unavailable): self.unavailable(unavailable, in: context)
        case .textField(let field): textField(field, in: context)
        case .toggle(let toggle): self.toggle(toggle, in: context)
        case .picker(let picker): self.picker(picker, in: context)
        case .navigation(let navigation): self.navigation(navigation, in: context)
        case .scroll(let content): wrapper("scroll", [], content, in: context)
        case .padding(let insets, let content): padding(insets, content, in: context)
        case .frame(let frame): self.frame(frame, in: context)
        case .border(let border): self.border(border, in: context)
        case .link(let link): self.link(link, in: context)
        case .tabView(let tabView): self.tabView(tabView, in: context)
        case .row(let row): self.row(row, in: context)
        case .badge(let badge): self.badge(badge, in: context)
        case .refreshable(let refreshable): wrapper("refreshable", [], refreshable.content, in: context)
        case .splitView(let split): splitView(split, in: context)
        case .shape(let shape): self.shape(shape)
        case .grid(let grid): self.grid(grid, in: context)
        case .hidden(let content):
            wrapper(
                "hidden", [.attr("aria-hidden", "true"), .attr("style", "visibility: hidden")], content, in: context)
        case .gesture(let gesture): self.gesture(gesture, in: context)
        case .marked(let mark, let content):
            wrapper("environment", environmentAttributes(mark), content, in: context)
        case .valueControl(let control): valueControl(control, in: context)
        case .empty, .accessibility, .task, .tagged, .tabItem, .prioritized, .presentation, .firstFitting:
            preconditionFailure("\(node) makes other than one element: see elements(for:in:)")
        }
    }

    /// A mark's attributes: `dir` for its direction, `data-color-scheme` for its scheme (which the stylesheet reads).
    static func environmentAttributes(_ mark: EnvironmentMark) -> [HTMLElement.Attribute] {
        var attributes: [HTMLElement.Attribute] = []
        if let direction = mark.direction { attributes.append(.attr("dir", direction == .rightToLeft ? "rtl" : "ltr")) }
        if let scheme = mark.colorScheme { attributes.append(.attr("data-color-scheme", scheme.rawValue)) }
        return attributes
    }

    /// The elements for several nodes, as children of one element.
    static func children(_ nodes: [Node], in context: HTMLContext) -> [HTMLContent] {
        var contents: [HTMLContent] = []
        contents.reserveCapacity(nodes.count)
        for node in nodes { appendElements(for: node, in: context, to: &contents) }
        return contents
    }

    /// The elements for one node, as the children of one element.
    static func children(of node: Node, in context: HTMLContext) -> [HTMLContent] {
        var contents: [HTMLContent] = []
        appendElements(for: node, in: context, to: &contents)
        return contents
    }

    /// A `<div>` (a `<span>` in phrasing context) with a class, around one node's elements.
    static func wrapper(
        _ className: String,
        _ attributes: [HTMLElement.Attribute],
        _ content: Node,
        in context: HTMLContext
    ) -> HTMLElement {
        HTMLElement(
            context.flow("div"),
            [.attr("class", className)] + attributes,
            children(of: content, in: context)
        )
    }

    /// A heading holding `content`, or a plain titled box when the content has no text to head with.
    ///
    /// An empty heading draws a checker warning, and a `<section>` without one draws another, which is why callers
    /// ask ``hasVisibleText(_:)`` before choosing `<section>`.
    static func heading(_ level: Int, _ content: [HTMLContent], isVisible: Bool, in context: HTMLContext) -> HTMLElement
    {
        if context.isPhrasing {
            return HTMLElement("span", [.attr("class", isVisible ? "heading" : "title")], content)
        }
        return isVisible
            ? HTMLElement("h\(level)", [], content) : HTMLElement("div", [.attr("class", "title")], content)
    }

    /// Whether a node shows any non-whitespace text, i.e. whether it can be a heading's content.
    static func hasVisibleText(_ node: Node) -> Bool {
        guard !StackGuard.isShort() else { return false }
        return switch node {
        case .empty, .image, .spacer, .divider: false
        case .text(let text): !HTMLRenderer.isBlank(text.content)
        case .stack(let stack): stack.children.contains(where: hasVisibleText)
        case .list(let list): list.sections.contains { hasVisibleText(.section($0)) }
        case .section(let section):
            [section.header, section.footer].compactMap(\.self).contains(where: hasVisibleText)
                || section.rows.contains(where: hasVisibleText)
        case .button(let button): hasVisibleText(button.label)
        case .label(let label): hasVisibleText(label.title) || hasVisibleText(label.icon)
        case .progress(let progress): progress.fraction != nil || progress.label.map(hasVisibleText) ?? false
        case .unavailable(let unavailable): hasVisibleText(unavailable.title)
        case .textField(let field): !HTMLRenderer.isBlank(field.title)
        case .toggle(let toggle): hasVisibleText(toggle.label)
        case .picker(let picker):
            hasVisibleText(picker.label) || picker.options.contains { !HTMLRenderer.isBlank($0.title) }
        case .navigation(let navigation):
            !HTMLRenderer.isBlank(navigation.title ?? "") || hasVisibleText(navigation.content)
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            hasVisibleText(content)
        case .frame(let frame): hasVisibleText(frame.content)
        case .border(let border): hasVisibleText(border.content)
        case .accessibility(let accessibility): hasVisibleText(accessibility.content)
        case .link(let link): hasVisibleText(link.label)
        case .presentation(let presentation):
            hasVisibleText(presentation.base) || hasVisibleText(presentation.content)
        case .tabView(let tabView): hasVisibleText(tabView.content) || !tabView.tabs.isEmpty
        case .row(let row): hasVisibleText(row.content)
        case .badge(let badge): hasVisibleText(badge.content) || !HTMLRenderer.isBlank(badge.text)
        case .refreshable(let refreshable): hasVisibleText(refreshable.content)
        case .tabItem(_, let content), .prioritized(_, let content), .marked(_, let content):
            hasVisibleText(content)
        case .splitView(let split): split.columns.contains(where: hasVisibleText)
        case .shape, .hidden: false
        case .grid(let grid): grid.allCells.contains(where: hasVisibleText)
        case .gesture(let gesture): hasVisibleText(gesture.content)
        case .firstFitting(let candidates): candidates.first.map(hasVisibleText) ?? false
        case .valueControl(let control): hasVisibleText(control.label) || !control.valueText.isEmpty
        }
    }
}
