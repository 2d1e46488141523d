import ConvergenceTree

/// Modifiers that change the room content gets: padding, borders and frames.
extension ASCIILayout {
    /// Horizontal padding shrinks to leave content the room its widest cluster needs; vertical padding stays.
    func fit(_ insets: CellInsets, width: Int, content: Node) -> CellInsets {
        let room = width - max(1, preferredWidth(content))
        guard insets.horizontal > room else { return insets }
        guard room > 0 else { return CellInsets(top: insets.top, bottom: insets.bottom) }
        let leading = insets.leading * room / insets.horizontal
        return CellInsets(top: insets.top, leading: leading, bottom: insets.bottom, trailing: room - leading)
    }

    func renderPadding(_ insets: CellInsets, content: Node, width: Int) -> CellGrid {
        let fitted = fit(insets, width: width, content: content)
        let inner = width - fitted.horizontal
        let drawn = render(content, width: measure(content, proposal: inner))
        guard drawn.height > 0 || fitted.vertical > 0 else { return CellGrid(width: width) }
        var canvas = CellGrid(width: width, height: fitted.top)
        canvas.append(drawn, column: isRightToLeft ? fitted.trailing : fitted.leading)
        canvas.addRows(fitted.bottom)
        return canvas
    }

    /// A border is drawn only when the content still gets the room its widest cluster needs.
    func borderFits(_ content: Node, width: Int) -> Bool {
        width >= 2 + max(1, minimumWidth(content))
    }

    /// A border around its content; with a `height` (in a screen), content that grows vertically fills the rows
    /// inside the border.
    func renderBorder(_ border: BorderNode, width: Int, height: Int? = nil) -> CellGrid {
        guard borderFits(border.content, width: width) else {
            return height.map { render(border.content, width: width, height: $0) }
                ?? render(border.content, width: width)
        }
        let innerWidth = width - 2
        let drawn =
            height.map { render(border.content, width: innerWidth, height: $0 - 2) }
            ?? render(border.content, width: innerWidth)
        var canvas = CellGrid(width: width, height: drawn.height + 2)
        let horizontal = String(repeating: glyphs.horizontal, count: innerWidth)
        canvas.write(glyphs.topLeft + horizontal + glyphs.topRight, row: 0, column: 0)
        for row in stride(from: 1, through: drawn.height, by: 1) {
            canvas.write(glyphs.vertical, row: row, column: 0)
            canvas.write(glyphs.vertical, row: row, column: width - 1)
        }
        canvas.write(glyphs.bottomLeft + horizontal + glyphs.bottomRight, row: drawn.height + 1, column: 0)
        canvas.draw(drawn, row: 1, column: 1)
        return canvas
    }

    func measureFrame(_ frame: FrameNode, proposal: Int) -> Int {
        if sizedShape(frame.content) != nil || isHiddenShape(frame.content) || layeredShapes(frame.content) != nil {
            // A shape takes the frame's width, or all the width offered when the frame sets none.
            if let width = frame.width { return min(proposal, max(1, width)) }
            if let minWidth = frame.minWidth, frame.maxWidth != FrameNode.infinity {
                return min(proposal, max(1, minWidth))
            }
            return proposal
        }
        if frame.isFixedWidth { return measure(frame.content, proposal: proposal) }
        let least = max(1, minimumWidth(frame.content))
        if let width = frame.width { return min(proposal, max(width, least)) }
        if frame.maxWidth == FrameNode.infinity { return proposal }
        let bound = min(proposal, max(frame.maxWidth ?? proposal, least))
        var width = measure(frame.content, proposal: bound)
        if let minWidth = frame.minWidth { width = max(width, minWidth) }
        return min(proposal, width)
    }

    func renderFrame(_ frame: FrameNode, width: Int) -> CellGrid {
        if frame.minHeight == 0, let shape = sizedShape(frame.content), shape.style != "clear" {
            // A shape thinner than half a row (`Rectangle().frame(height: 1)`) is a hairline: a rule.
            return rule(glyphs.divider, width: width)
        }
        if let shape = sizedShape(frame.content) ?? hiddenShape(frame.content),
            let box = renderSized(
                frame.content, width: width,
                height: frame.minHeight.map { max(1, $0) }
                    ?? defaultShapeHeight(shape, width: width))
        {
            return box
        }
        if let layers = layeredShapes(frame.content) {
            // A `ZStack` holding shapes takes the frame's size, as its shapes fill what they are offered.
            return renderLayers(
                layers.children, alignment: layers.alignment, width: width, minimumHeight: frame.minHeight ?? 0)
        }
        let contentWidth = measure(frame.content, proposal: width)
        let drawn = render(frame.content, width: contentWidth)
        let height = max(drawn.height, frame.minHeight ?? 0)
        var canvas = CellGrid(width: width, height: height)
        canvas.draw(
            drawn,
            row: offset(of: drawn.height, in: height, frame.alignment.vertical),
            column: offset(of: contentWidth, in: width, frame.alignment.horizontal)
        )
        return canvas
    }

    private func hiddenShape(_ node: Node) -> ShapeNode? {
        if case .hidden(let content) = node { sizedShape(content) } else { nil }
    }

    private func isHiddenShape(_ node: Node) -> Bool { hiddenShape(node) != nil }

    /// A `ZStack` (inside wrappers that do not change its look) with a shape among its layers.
    func layeredShapes(_ node: Node) -> StackNode? {
        switch node {
        case .stack(let stack) where stack.axis == .depth:
            stack.children.contains { sizedShape($0) != nil } ? stack : nil
        case .task(_, let content), .tagged(_, let content), .marked(_, let content): layeredShapes(content)
        case .accessibility(let accessibility): layeredShapes(accessibility.content)
        case .gesture(let gesture): layeredShapes(gesture.content)
        case .empty, .text, .image, .stack, .spacer, .divider, .list, .section, .button, .label, .progress,
            .unavailable, .textField, .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .link,
            .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .valueControl, .shape, .grid,
            .hidden, .prioritized, .firstFitting:
            nil
        }
    }
}
