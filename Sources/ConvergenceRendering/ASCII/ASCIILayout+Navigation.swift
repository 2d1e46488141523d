import ConvergenceTree

extension ASCIILayout {
    /// A navigation screen: the bar row (back control, items, an inline title), the large title, the search field,
    /// a rule, the content, and the bottom bar under a divider.
    ///
    /// A screen with a title and nothing else draws as before: the title over a rule.
    func renderNavigation(_ navigation: NavigationNode, width: Int) -> Canvas {
        var parts: [Canvas] = []
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
        parts.append(render(navigation.content, width: measure(navigation.content, proposal: width)))
        if !navigation.bottomItems.isEmpty, !navigation.isBarHidden {
            parts.append(rule(glyphs.divider, width: width))
            parts.append(render(spread(navigation.bottomItems), width: width))
        }
        return stackCanvases(parts, width: width)
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
    func stackCanvases(_ parts: [Canvas], width: Int) -> Canvas {
        var canvas = Canvas(width: width)
        for part in parts {
            let top = canvas.height
            canvas.addRows(part.height)
            canvas.draw(part, row: top, column: 0)
        }
        return canvas
    }

    /// `Title  >` across the row for a navigation link; `Title ->` for a link that opens a URL.
    func desugarLink(_ link: LinkNode) -> Node {
        switch link.kind {
        case .navigation:
            return .stack(
                StackNode(
                    axis: .horizontal, alignment: .top, spacing: 1,
                    children: [link.label, .spacer(SpacerNode()), .image(ImageNode(systemName: "chevron.right"))]))
        case .external:
            return row([link.label, plain(glyphs.externalLink)])
        }
    }

    /// Content with its badge at the trailing edge: `Inbox          (3)`.
    func desugarBadge(_ badge: BadgeNode) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .top, spacing: 1,
                children: [badge.content, .spacer(SpacerNode()), plain("(" + singleLine(badge.text) + ")")]))
    }

    /// A list row with its edit marks (`(-)` to delete, `=` to move), its revealed swipe actions beside it, or its
    /// context menu in a box under it.
    func desugarRow(_ rowNode: RowNode) -> Node {
        var line: [Node] = []
        if rowNode.isEditing, rowNode.delete != nil { line.append(plain(glyphs.deleteMark)) }
        line.append(rowNode.content)
        line.append(.spacer(SpacerNode()))
        if rowNode.reveal == .leadingActions || rowNode.reveal == .trailingActions {
            line += rowNode.revealedActions
        }
        if rowNode.isEditing, rowNode.move != nil { line.append(plain(glyphs.moveMark)) }
        let shown: Node =
            line.count == 2 && !rowNode.isEditing
            ? rowNode.content : .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: line))
        guard rowNode.reveal == .contextMenu, !rowNode.contextMenu.isEmpty else { return shown }
        let menu = Node.border(
            BorderNode(
                content: .stack(
                    StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rowNode.contextMenu))))
        return .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [shown, menu]))
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
    func renderSplitView(_ split: SplitViewNode, width: Int) -> Canvas {
        let count = split.columns.count
        guard split.showsColumns(atWidth: width) else { return render(split.compact, width: width) }
        let available = width - (count - 1)
        var widths = Array(repeating: available / count, count: count)
        // The last column (the detail) takes what the division leaves.
        widths[count - 1] += available - widths.reduce(0, +)
        let drawn = zip(split.columns, widths).map { column, columnWidth in render(column, width: columnWidth) }
        let height = drawn.map(\.height).max() ?? 0
        var canvas = Canvas(width: width, height: height)
        var column = 0
        for (index, part) in drawn.enumerated() {
            canvas.draw(part, row: 0, column: column)
            column += widths[index]
            if index < count - 1 {
                for row in 0..<height { canvas.write(glyphs.vertical, row: row, column: column) }
                column += 1
            }
        }
        return canvas
    }

    /// A sheet or popover in a box titled with its kind, a cover in place of the screen, an alert in a box over
    /// the middle of the screen, a dialog in a box under it.
    func renderPresentation(_ presentation: PresentationNode, width: Int) -> Canvas {
        switch presentation.kind {
        case .fullScreenCover:
            return render(presentation.content, width: width)
        case .sheet, .popover:
            return renderPanel(presentation.content, caption: presentation.kind.rawValue, width: width)
        case .alert, .confirmationDialog:
            let base = render(presentation.base, width: measure(presentation.base, proposal: width))
            let inner = min(max(0, width - 4), idealWidth(presentation.content))
            let boxWidth = width >= 5 ? inner + 4 : width
            let box = renderPanel(presentation.content, caption: nil, width: boxWidth, padding: width >= 5 ? 1 : 0)
            let column = (width - boxWidth) / 2
            // An alert floats over the middle of a screen tall enough to frame it; a dialog, and an alert over a
            // short screen, goes under the screen, so nothing of it is hidden.
            guard presentation.kind == .alert, base.height >= box.height + 2 else {
                var canvas = Canvas(width: width, height: base.height + box.height)
                canvas.draw(base, row: 0, column: 0)
                canvas.draw(box, row: base.height, column: column)
                return canvas
            }
            var canvas = Canvas(width: width, height: base.height)
            canvas.draw(base, row: 0, column: 0)
            let row = (base.height - box.height) / 2
            // The box hides what is under it, blanks included.
            canvas.blank(rows: row..<(row + box.height), columns: column..<(column + boxWidth))
            canvas.draw(box, row: row, column: column)
            return canvas
        }
    }

    /// Content in a one-cell box whose top edge may carry a caption: `+- sheet ------+`.
    private func renderPanel(_ content: Node, caption: String?, width: Int, padding: Int = 0) -> Canvas {
        guard width >= 2 + 2 * padding + 1 else { return render(content, width: width) }
        let inner = width - 2 - 2 * padding
        // A sheet's content is drawn as a screen is, at the width it takes; an alert's fills its box, centred.
        let drawn = render(content, width: caption == nil ? inner : measure(content, proposal: inner))
        var canvas = Canvas(width: width, height: drawn.height + 2)
        var top = glyphs.topLeft + String(repeating: glyphs.horizontal, count: width - 2) + glyphs.topRight
        if let caption, width >= caption.count + 6 {
            top =
                glyphs.topLeft + glyphs.horizontal + " " + caption + " "
                + String(repeating: glyphs.horizontal, count: width - 5 - caption.count) + glyphs.topRight
        }
        canvas.write(top, row: 0, column: 0)
        for row in 1...max(1, drawn.height) where row < canvas.height - 1 {
            canvas.write(glyphs.vertical, row: row, column: 0)
            canvas.write(glyphs.vertical, row: row, column: width - 1)
        }
        canvas.write(
            glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: width - 2) + glyphs.bottomRight,
            row: canvas.height - 1, column: 0)
        canvas.draw(drawn, row: 1, column: 1 + padding)
        return canvas
    }
}
