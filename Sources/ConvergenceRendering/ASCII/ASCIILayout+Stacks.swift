import ConvergenceTree

/// Stacks: vertical, horizontal and layered children sharing a width.
extension ASCIILayout {
    /// Children that take room: empty nodes (and wrappers of nothing) add no spacing.
    func visibleChildren(_ stack: StackNode) -> [Node] {
        stack.children.filter { !isEmpty($0) }
    }

    func isEmpty(_ node: Node) -> Bool {
        switch node {
        case .empty: true
        case .task(_, let content), .tagged(_, let content), .scroll(let content), .prioritized(_, let content):
            isEmpty(content)
        case .accessibility(let accessibility): isEmpty(accessibility.content)
        case .gesture(let gesture): isEmpty(gesture.content)
        case .text, .image, .stack, .spacer, .divider, .list, .section, .button, .label, .progress, .unavailable,
            .textField, .toggle, .picker, .navigation, .padding, .frame, .border, .link, .presentation, .tabView, .row,
            .tabItem, .badge, .refreshable, .splitView, .valueControl, .shape, .grid, .hidden, .firstFitting:
            false
        }
    }

    /// The width of a stack; `node` is the stack itself, whose horizontal allocation is remembered for drawing it.
    func measureStack(_ stack: StackNode, proposal: Int, node: Node) -> Int {
        let children = visibleChildren(stack)
        switch stack.axis {
        case .vertical:
            return children.map { measure($0, proposal: proposal) }.max() ?? 0
        case .depth:
            // Shapes without a frame take the size of the other layers.
            let content = children.filter { sizedShape($0) == nil }
            return (content.isEmpty ? children : content).map { measure($0, proposal: proposal) }.max() ?? 0
        case .horizontal:
            guard let widths = sharedWidths(stack, children: children, width: proposal, node: node) else {
                return children.map { measure($0, proposal: proposal) }.max() ?? 0
            }
            return sideBySide(widths, spacing: stack.spacing ?? 1)
        }
    }

    func renderStack(_ stack: StackNode, width: Int, node: Node) -> Canvas {
        let children = visibleChildren(stack)
        switch stack.axis {
        case .vertical:
            return renderVertical(
                children, alignment: stack.alignment.horizontal, spacing: stack.spacing ?? 0, width: width)
        case .depth:
            return renderLayers(children, alignment: stack.alignment, width: width)
        case .horizontal:
            guard let widths = sharedWidths(stack, children: children, width: width, node: node) else {
                // Side by side cannot show everything: stack them instead, dividers turned horizontal.
                return renderVertical(children, alignment: .leading, spacing: 0, width: width)
            }
            return renderHorizontal(
                children, widths: widths, alignment: stack.alignment.vertical, spacing: stack.spacing ?? 1,
                width: width)
        }
    }

    /// The widths a horizontal stack gives its visible children at a width, remembered for the stack's `node` so that
    /// measuring and drawing it share one allocation; nil when they cannot fit side by side.
    func sharedWidths(_ stack: StackNode, children: [Node], width: Int, node: Node) -> [Int]? {
        memo.allocation(of: node, width: width, { allocate(children, spacing: stack.spacing ?? 1, width: $0) })
    }

    /// The columns that parts of these widths take side by side, `spacing` columns between each two.
    func sideBySide(_ widths: [Int], spacing: Int) -> Int {
        widths.reduce(0, +) + spacing * max(0, widths.count - 1)
    }

    func renderVertical(_ children: [Node], alignment: HorizontalAlignment, spacing: Int, width: Int) -> Canvas {
        var canvas = Canvas(width: width)
        var placedAny = false
        for child in children {
            let childWidth = measure(child, proposal: width)
            // A spacer is as wide as nothing but still takes its minimum rows.
            let drawn =
                child.isSpacer ? Canvas(width: width, height: child.spacerRows) : render(child, width: childWidth)
            guard drawn.height > 0 else { continue }
            if placedAny { canvas.addRows(spacing) }
            canvas.append(drawn, column: offset(of: childWidth, in: width, alignment))
            placedAny = true
        }
        return canvas
    }

    /// Layers drawn over each other. A shape with no frame takes the size of the other layers (at least
    /// `minimumHeight` rows, when a frame gives the stack a height) and draws its outline around them.
    func renderLayers(_ children: [Node], alignment: Alignment, width: Int, minimumHeight: Int = 0) -> Canvas {
        let content = children.filter { sizedShape($0) == nil }
        let layers = content.map { child -> Canvas in render(child, width: measure(child, proposal: width)) }
        let height = max(minimumHeight, layers.map(\.height).max() ?? 0)
        guard height > 0, layers.count < children.count else {
            return renderLayerCanvases(
                children.map { render($0, width: measure($0, proposal: width)) }, alignment: alignment, width: width)
        }
        let outlineOnly = !layers.isEmpty
        let boxes = children.compactMap { renderSized($0, width: width, height: height, outlineOnly: outlineOnly) }
        return renderLayerCanvases(boxes + layers, alignment: alignment, width: width)
    }

    func renderLayerCanvases(_ layers: [Canvas], alignment: Alignment, width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: layers.map(\.height).max() ?? 0)
        for layer in layers {
            canvas.draw(
                layer,
                row: offset(of: layer.height, in: canvas.height, alignment.vertical),
                column: offset(of: layer.width, in: width, alignment.horizontal)
            )
        }
        return canvas
    }

    /// Children side by side at their widths; with a `height` (in a screen), those that grow vertically fill it.
    func renderHorizontal(
        _ children: [Node], widths: [Int], alignment: VerticalAlignment, spacing: Int, width: Int, height: Int? = nil
    ) -> Canvas {
        var drawn: [Canvas?] = children.indices.map { index in
            if children[index] == .divider { return nil }
            // A spacer is empty space across, never rows of its own.
            if children[index].isSpacer { return Canvas(width: widths[index]) }
            if let height { return render(children[index], width: widths[index], height: height) }
            return render(children[index], width: widths[index])
        }
        let height = max(1, drawn.compactMap { $0?.height }.max() ?? 0)
        for index in children.indices where drawn[index] == nil {
            var bar = Canvas(width: 1, height: height)
            for row in 0..<height { bar.write(glyphs.vertical, row: row, column: 0) }
            drawn[index] = bar
        }
        var canvas = Canvas(width: width, height: height)
        var column = 0
        for (index, child) in drawn.enumerated() {
            guard let child else { continue }
            canvas.draw(child, row: offset(of: child.height, in: height, alignment), column: column)
            column += widths[index] + spacing
        }
        return canvas
    }

    /// Shares a row's width among children, least flexible first, as SwiftUI's `HStack` does.
    ///
    /// Each non-spacer is offered an equal share of what is left (after the spacers' minimums) and takes what it
    /// needs; spacers split whatever remains. Returns `nil` when the children's minimum widths cannot fit.
    func allocate(_ children: [Node], spacing: Int, width: Int) -> [Int]? {
        guard !children.isEmpty else { return [] }
        let available = width - spacing * (children.count - 1)
        // A `.fixedSize()` child whose content has an ideal width (not one that takes any width offered) needs
        // exactly that width: it is its minimum, it has no range, and it is measured once here, not again below —
        // measuring it twice more at every level would cost exponential time in fixed frames nested in each other.
        var fixedWidths: [Int: Int] = [:]
        let minimums = children.enumerated().map { index, child -> Int in
            switch child {
            case .spacer(let spacer): return spacer.minColumns ?? 0
            case .divider: return 1
            case .frame(let frame) where frame.isFixedWidth:
                let ideal = measure(frame.content, proposal: Self.idealWidthCap)
                guard ideal < Self.idealWidthCap else { return max(1, preferredWidth(frame.content)) }
                fixedWidths[index] = max(1, ideal)
                return max(1, ideal)
            case .empty, .text, .image, .stack, .list, .section, .button, .label, .progress, .unavailable, .textField,
                .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .accessibility, .task, .tagged,
                .link, .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .valueControl, .shape,
                .grid, .hidden, .prioritized, .gesture, .firstFitting:
                return max(1, preferredWidth(child))
            }
        }
        guard available >= minimums.reduce(0, +) else { return nil }

        var widths = Array(repeating: 0, count: children.count)
        let spacers = children.indices.filter { if case .spacer = children[$0] { true } else { false } }
        let others = children.indices.filter { !spacers.contains($0) }
        let flexibility = others.map { index -> (index: Int, range: Int) in
            if children[index] == .divider || fixedWidths[index] != nil { return (index, 0) }
            return (index, measure(children[index], proposal: available) - minimums[index])
        }
        // `.layoutPriority`: higher priorities are placed first; among equals, the least flexible first.
        let priorities = children.map { child -> Double in
            if case .prioritized(let priority, _) = child { return priority }
            return 0
        }
        let order = flexibility.sorted { lhs, rhs in
            if priorities[lhs.index] != priorities[rhs.index] { return priorities[lhs.index] > priorities[rhs.index] }
            return lhs.range == rhs.range ? lhs.index < rhs.index : lhs.range < rhs.range
        }
        .map(\.index)

        var remaining = available - spacers.map { minimums[$0] }.reduce(0, +)
        var pendingMinimum = others.map { minimums[$0] }.reduce(0, +)
        for (position, index) in order.enumerated() {
            pendingMinimum -= minimums[index]
            // A child above every later one's priority may take all the room their minimums leave.
            let laterPriority = order[(position + 1)...].map { priorities[$0] }.max() ?? priorities[index]
            let share =
                priorities[index] > laterPriority ? remaining - pendingMinimum : remaining / (order.count - position)
            let offer = max(minimums[index], min(remaining - pendingMinimum, max(share, minimums[index])))
            let taken =
                children[index] == .divider
                ? 1
                : fixedWidths[index] ?? max(minimums[index], measure(children[index], proposal: offer))
            widths[index] = taken
            remaining -= taken
        }
        if !spacers.isEmpty {
            let extra = max(0, remaining)
            for (position, index) in spacers.enumerated() {
                widths[index] = minimums[index] + extra / spacers.count + (position < extra % spacers.count ? 1 : 0)
            }
        }
        return widths
    }

    func row(_ children: [Node]) -> Node {
        .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: children))
    }
}
