import ConvergenceTree

/// Navigation: bars, links, tabs and split views.
extension ASCIILayout {
    /// A navigation screen: the bar row (back control, items, an inline title), the large title, the search field,
    /// a rule, the content, and the bottom bar under a divider.
    ///
    /// A screen with a title and nothing else draws as before: the title over a rule. With a `height` (in a screen),
    /// the content gets the rows the bars leave, and the bottom bar sits on the screen's last rows.
    func renderNavigation(_ navigation: NavigationNode, width: Int, height: Int? = nil) -> CellGrid {
        var parts: [CellGrid] = []
        let isInline = navigation.titleDisplayMode == .inline && navigation.title != nil
        if !navigation.isBarHidden {
            if navigation.hasBarRow || isInline {
                parts.append(render(barRow(navigation, inlineTitle: isInline), width: width))
            }
            if let title = navigation.title, !isInline {
                parts.append(renderText(TextNode(title, style: TextStyle(isBold: true)), width: width))
            }
            if let search = navigation.searchField { parts.append(render(search, width: width)) }
            if !parts.isEmpty { parts.append(rule(glyphs.titleRule, width: width)) }
        }
        var bottom: [CellGrid] = []
        if !navigation.bottomItems.isEmpty, !navigation.isBarHidden {
            bottom.append(rule(glyphs.divider, width: width))
            bottom.append(render(spread(navigation.bottomItems), width: width))
        }
        let contentWidth = measure(navigation.content, proposal: width)
        if let height {
            let rest = height - (parts + bottom).map(\.height).reduce(0, +)
            parts.append(extended(render(navigation.content, width: contentWidth, height: rest), to: rest))
        } else {
            parts.append(render(navigation.content, width: contentWidth))
        }
        return stackCanvases(parts + bottom, width: width)
    }

    /// The back control and leading items, the principal item or inline title in the middle, trailing items last.
    private func barRow(_ navigation: NavigationNode, inlineTitle: Bool) -> Node {
        var middle: Node = .empty
        if let principal = navigation.principal {
            middle = principal
        } else if inlineTitle, let title = navigation.title {
            middle = .text(TextNode(title, style: TextStyle(isBold: true, lineLimit: 1)))
        }
        let leading = [navigation.backButton].compactMap { $0 } + navigation.leadingItems
        let trailing = navigation.trailingItems
        let children: [Node] =
            leading + [.spacer(SpacerNode())] + [middle] + [.spacer(SpacerNode())] + trailing
        return .stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: children))
    }

    /// Items spread across a bar: one item alone sits at the leading edge, several share the width.
    func spread(_ items: [Node]) -> Node {
        var children: [Node] = []
        for (index, item) in items.enumerated() {
            if index > 0 { children.append(.spacer(SpacerNode())) }
            children.append(item)
        }
        return .stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1, children: children))
    }

    /// Canvases one under another, each already `width` wide or narrower (drawn at the leading edge).
    func stackCanvases(_ parts: [CellGrid], width: Int) -> CellGrid {
        var canvas = CellGrid(width: width)
        for part in parts { canvas.append(part, column: offset(of: part.width, in: width, .leading)) }
        return canvas
    }

    /// `Title  >` across the row for a navigation link; `Title ->` for a link that opens a URL.
    func desugarLink(_ link: LinkNode) -> Node {
        switch link.kind {
        case .navigation:
            return .stack(
                StackNode(
                    axis: .horizontal, alignment: .top, spacing: 1,
                    children: [
                        link.label, .spacer(SpacerNode()),
                        .image(ImageNode(systemName: "chevron.right", flipsForRightToLeft: true)),
                    ]))
        case .external:
            return row([link.label, plain(glyphs.externalLink)])
        }
    }

    /// The selected tab's content over the tab bar (`[ Home ]  Settings  Profile (3)`), or a pager's page over
    /// its page marks (`o * o`). The bar drops its icons when they would not let it fit on one line.
    func desugarTabView(_ tabView: TabViewNode, width: Int) -> Node {
        var children: [Node] = [tabView.content]
        switch tabView.style {
        case .automatic:
            guard !tabView.tabs.isEmpty else { return tabView.content }
            var bar = tabBar(tabView.tabs, withIcons: true)
            if idealWidth(bar) > width { bar = tabBar(tabView.tabs, withIcons: false) }
            children.append(.divider)
            children.append(bar)
        case .page:
            guard tabView.showsIndex, tabView.tabs.count > 1 else { return tabView.content }
            let marks = tabView.tabs.map { $0.isSelected ? glyphs.currentPage : glyphs.otherPage }
            children.append(centered(plain(marks.joined(separator: " "))))
        }
        return .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children))
    }

    /// The tab items side by side, the selected one in brackets, badges in parentheses.
    private func tabBar(_ tabs: [TabItemNode], withIcons: Bool) -> Node {
        let items: [Node] = tabs.map { tab in
            var label = tab.label
            if !withIcons, case .label(let labelNode) = label { label = labelNode.title }
            var parts: [Node] = [label]
            if let badge = tab.badge { parts.append(plain("(" + singleLine(badge) + ")")) }
            let item = Node.stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: parts))
            guard tab.isSelected else { return item }
            return .stack(
                StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: [plain("["), item, plain("]")]))
        }
        return .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 2, children: items))
    }

    /// Columns side by side, split by `|`, when each gets ``SplitViewNode/minimumColumnWidth``; else the compact
    /// screen alone.
    func renderSplitView(_ split: SplitViewNode, width: Int) -> CellGrid {
        let count = split.columns.count
        guard split.showsColumns(atWidth: width) else { return render(split.compact, width: width) }
        let available = width - (count - 1)
        var widths = Array(repeating: available / count, count: count)
        // The last column (the detail) takes what the division leaves.
        widths[count - 1] += available - widths.reduce(0, +)
        let drawn = zip(split.columns, widths).map { column, columnWidth in render(column, width: columnWidth) }
        let height = drawn.map(\.height).max() ?? 0
        var canvas = CellGrid(width: width, height: height)
        var column = 0
        for (index, part) in drawn.enumerated() {
            canvas.draw(part, row: 0, column: fromLeading(column, width: widths[index], in: width))
            column += widths[index]
            if index < count - 1 {
                let bar = fromLeading(column, width: 1, in: width)
                for row in 0..<height { canvas.write(glyphs.vertical, row: row, column: bar) }
                column += 1
            }
        }
        return canvas
    }
}
