import ConvergenceTree

/// Navigation: bars, links, tabs and split views.
extension HTMLBuilder {
    /// `<div class="navigation-stack">`: a `<header>` holding the bar (`<nav>` with the back control and toolbar
    /// items), the title as `<h1>` (`<h2>` inside a section) and the search field; the content; the bottom bar.
    static func navigation(_ navigation: NavigationNode, in context: HTMLContext) -> HTMLElement {
        let isPlain = context.isPhrasing || context.isInHeaderOrFooter
        var inner = context
        inner.isInHeaderOrFooter = true
        var header: [HTMLContent] = []
        if navigation.hasBarRow {
            var bar: [HTMLContent] = []
            let leading = [navigation.backButton].compactMap { $0 } + navigation.leadingItems
            if !leading.isEmpty { bar.append(.element(group("leading", leading, in: inner))) }
            if let principal = navigation.principal { bar.append(.element(group("principal", [principal], in: inner))) }
            if !navigation.trailingItems.isEmpty {
                bar.append(.element(group("trailing", navigation.trailingItems, in: inner)))
            }
            header.append(
                .element(HTMLElement(inner.flow("nav"), [.attr("class", "navigation-bar")], bar)))
        }
        if let title = navigation.title, !navigation.isBarHidden {
            var attributes: [HTMLElement.Attribute] = []
            if navigation.titleDisplayMode != .automatic {
                attributes.append(.attr("data-display-mode", navigation.titleDisplayMode.rawValue))
            }
            var heading = heading(
                context.isInSection ? 2 : 1,
                [.text(title, .text)],
                isVisible: !HTMLRenderer.isBlank(title),
                in: context
            )
            heading.attributes += attributes
            header.append(.element(heading))
        }
        if let search = navigation.searchField, !navigation.isBarHidden {
            header += children([search], in: inner)
        }
        var content: [HTMLContent] = []
        if !header.isEmpty {
            content.append(
                .element(
                    HTMLElement(
                        isPlain ? context.flow("div") : "header", isPlain ? [.attr("class", "header")] : [], header)
                ))
        }
        content += children([navigation.content], in: context)
        if !navigation.bottomItems.isEmpty, !navigation.isBarHidden {
            content.append(.element(group("bottom-bar", navigation.bottomItems, in: context)))
        }
        return HTMLElement(context.flow("div"), [.attr("class", "navigation-stack")], content)
    }

    /// A `<div>` of a class holding several nodes.
    static func group(_ className: String, _ nodes: [Node], in context: HTMLContext) -> HTMLElement {
        HTMLElement(context.flow("div"), [.attr("class", className)], children(nodes, in: context))
    }

    /// `<a class="navigation-link">` with a disclosure mark, or `<a class="link" href="…">`; a `<span>` inside a
    /// control, where a link cannot go.
    static func link(_ link: LinkNode, in context: HTMLContext) -> HTMLElement {
        var label = children([link.label], in: context.insideControl)
        var attributes: [HTMLElement.Attribute] = []
        switch link.kind {
        case .navigation:
            attributes.append(.attr("class", "navigation-link"))
            label.append(
                .element(
                    HTMLElement(
                        "span", [.attr("class", "disclosure"), .attr("aria-hidden", "true")], [.text("›", .text)])))
        case .external:
            attributes.append(.attr("class", "link"))
            if let url = link.url, context.allowsControls { attributes.append(.attr("href", hrefValue(url))) }
        }
        if link.isDisabled { attributes.append(.attr("aria-disabled", "true")) }
        return HTMLElement(context.allowsControls ? "a" : "span", attributes, label)
    }

    /// A URL as an `href` may hold it: characters a URL cannot contain (quotes, spaces, brackets, non-ASCII) are
    /// percent-encoded as UTF-8; everything else, `%` escapes included, stays as written.
    static func hrefValue(_ url: String) -> String {
        var value = ""
        for byte in url.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte > 0x20, byte < 0x7F, !"\"<>\\^`{|} ".unicodeScalars.contains(scalar) {
                value.unicodeScalars.append(scalar)
            } else {
                value += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return value
    }

    /// `<div class="tab-view">`: the selected tab's panel and a tab list of `<button role="tab">`s.
    static func tabView(_ tabView: TabViewNode, in context: HTMLContext) -> HTMLElement {
        let panel = HTMLElement(
            context.flow("div"), [.attr("class", "tab-content")], children([tabView.content], in: context))
        var items: [HTMLContent] = []
        for (index, tab) in tabView.tabs.enumerated() {
            var label: [HTMLContent]
            switch tabView.style {
            case .automatic: label = children([tab.label], in: context.insideControl)
            case .page:
                label = [.element(HTMLElement("span", [.attr("class", "text")], [.text("Page \(index + 1)", .text)]))]
            }
            if let badge = tab.badge {
                label.append(.element(HTMLElement("span", [.attr("class", "badge")], [.text(badge, .text)])))
            }
            let attributes: [HTMLElement.Attribute] =
                context.allowsControls
                ? [
                    .attr("type", "button"), .attr("role", "tab"),
                    .attr("aria-selected", tab.isSelected ? "true" : "false"),
                ]
                : [.attr("class", tab.isSelected ? "tab selected" : "tab")]
            items.append(.element(HTMLElement(context.allowsControls ? "button" : "span", attributes, label)))
        }
        let showsBar = tabView.style == .automatic || (tabView.showsIndex && tabView.tabs.count > 1)
        let bar = HTMLElement(
            context.flow("div"),
            [.attr("class", tabView.style == .page ? "page-index" : "tab-bar")]
                + (context.allowsControls ? [.attr("role", "tablist")] : []),
            items)
        return HTMLElement(
            context.flow("div"),
            [.attr("class", tabView.style == .page ? "tab-view pager" : "tab-view")],
            [.element(panel)] + (showsBar && !tabView.tabs.isEmpty ? [.element(bar)] : []))
    }

    /// `<div class="split-view">` of `<div class="column">`s.
    static func splitView(_ split: SplitViewNode, in context: HTMLContext) -> HTMLElement {
        HTMLElement(
            context.flow("div"), [.attr("class", "split-view")],
            split.columns.map { .element(wrapper("column", [], $0, in: context)) })
    }
}

extension String {
    /// The string with zeros in front up to a length.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
