import ConvergenceTree

/// Shapes: a mark in a row when nothing sizes them, a box of glyphs when a frame or a `ZStack` does.
extension ASCIILayout {
    /// The one-line mark of a shape with no frame: `#` for a filled rectangle, `o` for a stroked circle…
    func shapeMark(_ shape: ShapeNode) -> String {
        let unicode = style == .unicode
        switch (shape.kind, shape.isStroked) {
        case _ where shape.style == "clear": return " "
        case (.circle, false), (.ellipse, false): return unicode ? "●" : "O"
        case (.circle, true), (.ellipse, true): return unicode ? "○" : "o"
        case (.capsule, false): return unicode ? "▬" : "(#)"
        case (.capsule, true): return unicode ? "▭" : "()"
        case (_, false): return unicode ? "■" : "#"
        case (_, true): return unicode ? "□" : "[]"
        }
    }

    /// The rows a framed shape takes when its frame gives no height: half its width for round shapes (cells are
    /// twice as tall as wide), one row for the rest.
    func defaultShapeHeight(_ shape: ShapeNode, width: Int) -> Int {
        switch shape.kind {
        case .circle, .ellipse: max(1, (width + 1) / 2)
        default: 1
        }
    }

    /// A shape drawn as a box exactly `width` × `height`: its outline (rounded corners for round shapes), and its
    /// inside filled unless it is stroked or `outlineOnly` (a shape behind other content).
    func renderShapeBox(_ shape: ShapeNode, width: Int, height: Int, outlineOnly: Bool = false) -> CellGrid {
        var canvas = CellGrid(width: width, height: max(0, height))
        // A clear shape takes its room and shows nothing.
        guard width > 0, height > 0, shape.style != "clear" else { return canvas }
        let filled = !shape.isStroked && !outlineOnly
        let fill = style == .unicode ? "█" : "#"
        if width == 1 || height == 1 {
            if height == 1 && width >= 2 && !(filled && width == 2) {
                let ends = roundEnds(shape) ? ("(", ")") : ("[", "]")
                let middle = String(repeating: filled ? fill : glyphs.horizontal, count: width - 2)
                canvas.write(ends.0 + middle + ends.1, row: 0, column: 0)
            } else {
                let glyph = filled ? fill : (width == 1 ? glyphs.vertical : glyphs.horizontal)
                for row in 0..<height { canvas.write(String(repeating: glyph, count: width), row: row, column: 0) }
            }
            return trimmed(canvas, shape)
        }
        let round = roundEnds(shape)
        let corners =
            round
            ? (style == .unicode ? ("╭", "╮", "╰", "╯") : (".", ".", "'", "'"))
            : (glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight)
        let horizontal = String(repeating: glyphs.horizontal, count: width - 2)
        canvas.write(corners.0 + horizontal + corners.1, row: 0, column: 0)
        for row in stride(from: 1, to: height - 1, by: 1) {
            canvas.write(glyphs.vertical, row: row, column: 0)
            if filled { canvas.write(String(repeating: fill, count: width - 2), row: row, column: 1) }
            canvas.write(glyphs.vertical, row: row, column: width - 1)
        }
        canvas.write(corners.2 + horizontal + corners.3, row: height - 1, column: 0)
        return trimmed(canvas, shape)
    }

    private func roundEnds(_ shape: ShapeNode) -> Bool {
        switch shape.kind {
        case .roundedRectangle, .circle, .ellipse, .capsule: true
        case .rectangle, .path: false
        }
    }

    /// Keeps the outline only within `trimFrom...trimTo`, walking clockwise from the top centre, drawn with the
    /// heavy fill glyph so that a progress ring stands out from the whole track under it.
    private func trimmed(_ canvas: CellGrid, _ shape: ShapeNode) -> CellGrid {
        guard !shape.isWhole else { return canvas }
        let cells = perimeter(width: canvas.width, height: canvas.height)
        guard !cells.isEmpty else { return canvas }
        let first = Int((shape.trimFrom * Double(cells.count)).rounded())
        let last = Int((shape.trimTo * Double(cells.count)).rounded())
        var result = CellGrid(width: canvas.width, height: canvas.height)
        for (index, cell) in cells.enumerated() where index >= first && index < last {
            if canvas.glyph(row: cell.row, column: cell.column) != nil {
                result.write(style == .unicode ? "█" : "#", row: cell.row, column: cell.column)
            }
        }
        return result
    }

    /// The outline's cells, clockwise from the top centre.
    private func perimeter(width: Int, height: Int) -> [(row: Int, column: Int)] {
        guard width > 0, height > 0 else { return [] }
        var ring: [(row: Int, column: Int)] = []
        for column in 0..<width { ring.append((0, column)) }
        if height > 1 {
            for row in 1..<height { ring.append((row, width - 1)) }
            if width > 1 {
                for column in stride(from: width - 2, through: 0, by: -1) { ring.append((height - 1, column)) }
            }
            if width > 1 { for row in stride(from: height - 2, through: 1, by: -1) { ring.append((row, 0)) } }
        }
        let start = width / 2
        return Array(ring[start...] + ring[..<start])
    }

    /// The shape inside wrappers that do not change its look, for a frame or a `ZStack` to size.
    func sizedShape(_ node: Node) -> ShapeNode? {
        switch node {
        case .shape(let shape): shape
        case .task(_, let content), .tagged(_, let content), .marked(_, let content): sizedShape(content)
        case .accessibility(let accessibility): sizedShape(accessibility.content)
        case .gesture(let gesture): sizedShape(gesture.content)
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .label, .progress,
            .unavailable, .textField, .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .link,
            .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .valueControl, .grid, .hidden,
            .prioritized, .firstFitting:
            nil
        }
    }

    /// A shape-holding node drawn as a box of a size; `.hidden` shapes keep the room blank.
    func renderSized(_ node: Node, width: Int, height: Int, outlineOnly: Bool = false) -> CellGrid? {
        switch node {
        case .hidden(let content):
            guard sizedShape(content) != nil else { return nil }
            return CellGrid(width: width, height: height)
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .label, .progress,
            .unavailable, .textField, .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .accessibility,
            .task, .tagged, .link, .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView,
            .valueControl, .shape, .grid, .prioritized, .gesture, .firstFitting, .marked:
            guard let shape = sizedShape(node) else { return nil }
            return renderShapeBox(shape, width: width, height: height, outlineOnly: outlineOnly)
        }
    }
}
