import ConvergenceTree

/// Lists: sections of rows, editable rows and their badges.
extension ASCIILayout {
    /// Sections of rows: a header over a double rule, rows between single rules, then the footer;
    /// a blank line between sections.
    func renderSections(_ sections: [SectionNode], width: Int) -> Canvas {
        var canvas = Canvas(width: width)
        var firstSection = true
        // A list draws a rule under every row: each rule is drawn once and appended where it goes.
        let headerRule = rule(glyphs.headerRule, width: width)
        let divider = rule(glyphs.divider, width: width)
        for section in sections {
            var parts: [(node: Node, ruleAfter: Canvas?)] = []
            if let header = section.header { parts.append((header, headerRule)) }
            for row in section.rows where !isEmpty(row) { parts.append((row, divider)) }
            if let footer = section.footer { parts.append((footer, nil)) }
            guard !parts.isEmpty else { continue }
            if !firstSection { canvas.addRows(1) }
            firstSection = false
            for (index, part) in parts.enumerated() {
                canvas.append(render(part.node, width: measure(part.node, proposal: width)), column: 0)
                let isLast = index == parts.count - 1
                if let rule = part.ruleAfter, !isLast { canvas.append(rule, column: 0) }
            }
        }
        return canvas
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
