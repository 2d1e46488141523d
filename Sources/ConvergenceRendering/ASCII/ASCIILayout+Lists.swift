import ConvergenceTree

/// Lists: sections of rows, editable rows and their badges.
extension ASCIILayout {
    /// Sections of rows: a header over a double rule, rows between single rules, then the footer;
    /// a blank line between sections.
    func renderSections(_ sections: [SectionNode], width: Int) -> CellGrid {
        var canvas = CellGrid(width: width)
        var firstSection = true
        // A list draws a rule under every row: each rule is drawn once and appended where it goes.
        let headerRule = sections.contains { $0.header != nil } ? rule(glyphs.headerRule, width: width) : nil
        let divider = rule(glyphs.divider, width: width)
        for section in sections {
            let hasRows = section.rows.contains { !Self.isEmpty($0) }
            guard section.header != nil || hasRows || section.footer != nil else { continue }
            if !firstSection { canvas.addRows(1) }
            firstSection = false
            // Header, rows and footer, each but the last followed by its rule: a part's rule is drawn once the next
            // part comes.
            var ruleBefore: CellGrid?
            if let header = section.header {
                appendPart(header, to: &canvas, width: width)
                ruleBefore = headerRule
            }
            for row in section.rows where !Self.isEmpty(row) {
                if let rule = ruleBefore { canvas.append(rule, column: 0) }
                appendPart(row, to: &canvas, width: width)
                ruleBefore = divider
            }
            if let footer = section.footer {
                if let rule = ruleBefore { canvas.append(rule, column: 0) }
                appendPart(footer, to: &canvas, width: width)
            }
        }
        return canvas
    }

    /// Draws a part of a section below the canvas's last row, as wide as it measures.
    ///
    /// A row of one-line texts and spacers (see ``isOneLineRow(_:widths:)``) is drawn straight into a new row of the
    /// canvas, as drawing it into a canvas of its own and appending that gives.
    private func appendPart(_ node: Node, to canvas: inout CellGrid, width: Int) {
        if width > 0, !isRightToLeft, case .stack(let stack) = node, stack.axis == .horizontal {
            let children = visibleChildren(stack)
            let spacing = stack.spacing ?? 1
            // A row whose children fit side by side and fill the width (a spacer sees to that) measures the width
            // offered and is drawn with the widths it was measured with: ``measureStack(_:proposal:node:)`` without
            // asking the memo for the row's width first.
            if let widths = sharedWidths(stack, children: children, width: width, node: node),
                sideBySide(widths, spacing: spacing) >= width, isOneLineRow(children, widths: widths)
            {
                canvas.addRows(1)
                drawOneLineRow(
                    children, widths: widths, spacing: spacing, into: &canvas, row: canvas.height - 1, before: width)
                return
            }
        }
        let drawn = render(node, width: measure(node, proposal: width))
        canvas.append(drawn, column: offset(of: drawn.width, in: width, .leading))
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

    /// Content with its badge at the trailing edge: `Inbox          (3)`.
    func desugarBadge(_ badge: BadgeNode) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .top, spacing: 1,
                children: [badge.content, .spacer(SpacerNode()), plain("(" + singleLine(badge.text) + ")")]))
    }
}
