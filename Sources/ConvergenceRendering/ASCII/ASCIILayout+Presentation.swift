import ConvergenceTree

/// Presentation: sheets, covers, popovers, alerts and dialogs over the screen they cover.
extension ASCIILayout {
    /// A sheet or popover in a box titled with its kind, a cover in place of the screen, an alert in a box over
    /// the middle of the screen, a dialog in a box under it. With a `height` (in a screen), a cover fills it and an
    /// alert floats over the middle of the whole screen.
    func renderPresentation(_ presentation: PresentationNode, width: Int, height: Int? = nil) -> CellGrid {
        switch presentation.kind {
        case .fullScreenCover:
            return height.map { render(presentation.content, width: width, height: $0) }
                ?? render(presentation.content, width: width)
        case .sheet, .popover:
            return renderPanel(presentation.content, caption: presentation.kind.rawValue, width: width)
        case .alert, .confirmationDialog:
            let baseWidth = measure(presentation.base, proposal: width)
            let base =
                presentation.kind == .alert
                ? height.map { extended(render(presentation.base, width: baseWidth, height: $0), to: $0) }
                    ?? render(presentation.base, width: baseWidth)
                : render(presentation.base, width: baseWidth)
            let inner = min(max(0, width - 4), idealWidth(presentation.content))
            let boxWidth = width >= 5 ? inner + 4 : width
            let box = renderPanel(presentation.content, caption: nil, width: boxWidth, padding: width >= 5 ? 1 : 0)
            let column = (width - boxWidth) / 2
            // An alert floats over the middle of a screen tall enough to frame it; a dialog, and an alert over a
            // short screen, goes under the screen, so nothing of it is hidden.
            guard presentation.kind == .alert, base.height >= box.height + 2 else {
                var canvas = CellGrid(width: width, height: base.height + box.height)
                canvas.draw(base, row: 0, column: 0)
                canvas.draw(box, row: base.height, column: column)
                return canvas
            }
            var canvas = CellGrid(width: width, height: base.height)
            canvas.draw(base, row: 0, column: 0)
            let row = (base.height - box.height) / 2
            // The box hides what is under it, blanks included.
            canvas.blank(rows: row..<(row + box.height), columns: column..<(column + boxWidth))
            canvas.draw(box, row: row, column: column)
            return canvas
        }
    }

    /// Content in a one-cell box whose top edge may carry a caption: `+- sheet ------+`.
    private func renderPanel(_ content: Node, caption: String?, width: Int, padding: Int = 0) -> CellGrid {
        guard width >= 2 + 2 * padding + 1 else { return render(content, width: width) }
        let inner = width - 2 - 2 * padding
        // A sheet's content is drawn as a screen is, at the width it takes; an alert's fills its box, centred.
        let drawn = render(content, width: caption == nil ? inner : measure(content, proposal: inner))
        var canvas = CellGrid(width: width, height: drawn.height + 2)
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
