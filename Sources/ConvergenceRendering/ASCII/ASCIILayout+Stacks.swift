import ConvergenceSupport
import ConvergenceTree

/// Stacks: vertical, horizontal and layered children sharing a width.
extension ASCIILayout {
    /// Children that take room: empty nodes (and wrappers of nothing) add no spacing.
    func visibleChildren(_ stack: StackNode) -> [Node] {
        // Most stacks have no empty child: then the stack's own array is the answer, shared rather than copied. A
        // plain loop and a static test: a closure over `self` would retain the layout's references for every stack.
        let hasEmpty = stack.children.withUnsafeBufferPointer { children in
            // Looked at where they are stored: iterating the array would retain and release every child.
            var index = 0
            while index < children.count {
                if Self.isEmpty(children[index]) { return true }
                index += 1
            }
            return false
        }
        return hasEmpty ? stack.children.filter { !Self.isEmpty($0) } : stack.children
    }

    /// Whether a node shows nothing: empty, or only wrappers of empty.
    static func isEmpty(_ node: Node) -> Bool {
        switch node {
        case .empty: true
        case .task(_, let content), .tagged(_, let content), .scroll(let content), .prioritized(_, let content),
            .marked(_, let content):
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

    func renderStack(_ stack: StackNode, width: Int, node: Node) -> CellGrid {
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

    func renderVertical(_ children: [Node], alignment: HorizontalAlignment, spacing: Int, width: Int) -> CellGrid {
        var canvas = CellGrid(width: width)
        var placedAny = false
        for child in children {
            let childWidth = measure(child, proposal: width)
            // A spacer is as wide as nothing but still takes its minimum rows.
            let drawn =
                child.isSpacer ? CellGrid(width: width, height: child.spacerRows) : render(child, width: childWidth)
            guard drawn.height > 0 else { continue }
            if placedAny { canvas.addRows(spacing) }
            canvas.append(drawn, column: offset(of: childWidth, in: width, alignment))
            placedAny = true
        }
        return canvas
    }

    /// Layers drawn over each other. A shape with no frame takes the size of the other layers (at least
    /// `minimumHeight` rows, when a frame gives the stack a height) and draws its outline around them.
    func renderLayers(_ children: [Node], alignment: Alignment, width: Int, minimumHeight: Int = 0) -> CellGrid {
        let content = children.filter { sizedShape($0) == nil }
        let layers = content.map { child -> CellGrid in render(child, width: measure(child, proposal: width)) }
        let height = max(minimumHeight, layers.map(\.height).max() ?? 0)
        guard height > 0, layers.count < children.count else {
            return renderLayerCanvases(
                children.map { render($0, width: measure($0, proposal: width)) }, alignment: alignment, width: width)
        }
        let outlineOnly = !layers.isEmpty
        let boxes = children.compactMap { renderSized($0, width: width, height: height, outlineOnly: outlineOnly) }
        return renderLayerCanvases(boxes + layers, alignment: alignment, width: width)
    }

    func renderLayerCanvases(_ layers: [CellGrid], alignment: Alignment, width: Int) -> CellGrid {
        var canvas = CellGrid(width: width, height: layers.map(\.height).max() ?? 0)
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
    ) -> CellGrid {
        if height == nil, !isRightToLeft,
            let canvas = renderOneLineRow(children, widths: widths, spacing: spacing, width: width)
        {
            return canvas
        }
        return renderHorizontalGenerally(
            children, widths: widths, alignment: alignment, spacing: spacing, width: width, height: height)
    }

    /// ``renderHorizontal(_:widths:alignment:spacing:width:height:)`` of texts that each show one line of printable
    /// ASCII at their width, and spacers (a list row such as `Item 3 ……… 41`): every text is one row, so the row is
    /// one row whatever the alignment, and each text's bytes go straight into it, with no canvas per child. Nil,
    /// having drawn nothing that counts, for any other children.
    func renderOneLineRow(_ children: [Node], widths: [Int], spacing: Int, width: Int) -> CellGrid? {
        guard isOneLineRow(children, widths: widths) else { return nil }
        var canvas = CellGrid(width: width, height: 1)
        drawOneLineRow(children, widths: widths, spacing: spacing, into: &canvas, row: 0, before: width)
        return canvas
    }

    /// Whether every child is a spacer, or a text that shows one line of printable ASCII at its width.
    func isOneLineRow(_ children: [Node], widths: [Int]) -> Bool {
        for index in children.indices {
            switch children[index] {
            case .spacer: continue
            case .text(let text):
                guard text.style.sizeScale <= 1, widths[index] > 0,
                    Self.fittingPrintableLine(text.content, width: widths[index]) != nil
                else {
                    return false
                }
            default: return false
            }
        }
        return true
    }

    /// Draws the texts of a row that ``isOneLineRow(_:widths:)`` accepts into one row of a canvas, each placed in its
    /// share by its alignment, nothing at or past column `limit`.
    func drawOneLineRow(
        _ children: [Node], widths: [Int], spacing: Int, into canvas: inout CellGrid, row: Int, before limit: Int
    ) {
        var column = 0
        for index in children.indices {
            if case .text(let text) = children[index] {
                let childWidth = widths[index]
                var content = text.content
                content.withUTF8 { bytes in
                    let shown = Self.fittingPrintableLine(bytes, width: childWidth) ?? 0
                    let textColumn = offset(of: shown, in: childWidth, text.style.alignment)
                    canvas.drawPrintable(
                        UnsafeBufferPointer(rebasing: bytes[0..<shown]), row: row, column: column + textColumn,
                        before: limit)
                }
            }
            column += widths[index] + spacing
        }
    }

    /// ``renderHorizontal(_:widths:alignment:spacing:width:height:)`` without its shortcut for one-line rows.
    func renderHorizontalGenerally(
        _ children: [Node], widths: [Int], alignment: VerticalAlignment, spacing: Int, width: Int, height: Int?
    ) -> CellGrid {
        var drawn: [CellGrid?] = []
        drawn.reserveCapacity(children.count)
        var tallest = 0
        for index in children.indices {
            let canvas: CellGrid?
            if children[index].isDivider {
                canvas = nil
            } else if children[index].isSpacer {
                // A spacer is empty space across, never rows of its own.
                canvas = CellGrid(width: widths[index])
            } else if let height {
                canvas = render(children[index], width: widths[index], height: height)
            } else {
                canvas = render(children[index], width: widths[index])
            }
            if let canvas, canvas.height > tallest { tallest = canvas.height }
            drawn.append(canvas)
        }
        let height = max(1, tallest)
        for index in children.indices where drawn[index] == nil {
            var bar = CellGrid(width: 1, height: height)
            for row in 0..<height { bar.write(glyphs.vertical, row: row, column: 0) }
            drawn[index] = bar
        }
        var canvas = CellGrid(width: width, height: height)
        var column = 0
        for (index, child) in drawn.enumerated() {
            guard let child else { continue }
            canvas.draw(
                child, row: offset(of: child.height, in: height, alignment),
                column: fromLeading(column, width: widths[index], in: width))
            column += widths[index] + spacing
        }
        return canvas
    }

    /// Shares a row's width among children, least flexible first, as SwiftUI's `HStack` does.
    ///
    /// Each non-spacer is offered an equal share of what is left (after the spacers' minimums) and takes what it
    /// needs; spacers split whatever remains. Returns `nil` when the children's minimum widths cannot fit.
    ///
    /// Every row of a list is shared out here, so the work is done in one scratch buffer rather than an array per step.
    func allocate(_ children: [Node], spacing: Int, width: Int) -> [Int]? {
        guard !children.isEmpty else { return [] }
        let count = children.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * count) { scratch -> [Int]? in
            let base = scratch.baseAddress!
            // Six rows of `count` numbers: minimums, fixed widths (0 for none), flexibility ranges, the order the
            // children other than spacers are placed in, and for a text of one line of printable ASCII its length and
            // the width it shows at any offer that holds it (-1 and 0 for any other child).
            let minimums = base
            let fixedWidths = base + count
            let ranges = base + 2 * count
            let order = base + 3 * count
            let lengths = base + 4 * count
            let shownWidths = base + 5 * count
            return allocate(
                children, spacing: spacing, width: width,
                scratch: (minimums, fixedWidths, ranges, order, lengths, shownWidths))
        }
    }

    private func allocate(
        _ children: [Node], spacing: Int, width: Int,
        scratch: (
            minimums: UnsafeMutablePointer<Int>, fixedWidths: UnsafeMutablePointer<Int>,
            ranges: UnsafeMutablePointer<Int>, order: UnsafeMutablePointer<Int>,
            lengths: UnsafeMutablePointer<Int>, shownWidths: UnsafeMutablePointer<Int>
        )
    ) -> [Int]? {
        let (minimums, fixedWidths, ranges, order, lengths, shownWidths) = scratch
        let count = children.count
        // A text of one line of printable ASCII (a row's label, a number) is measured here from what one look at its
        // bytes tells, rather than by several passes of the general measures, which give the same widths.
        func measured(_ index: Int, proposal: Int) -> Int {
            let length = lengths[index]
            if length >= 0 {
                if proposal <= 0 { return 0 }
                if length <= proposal { return shownWidths[index] }
            }
            return measure(children[index], proposal: proposal)
        }
        let available = width - spacing * (count - 1)
        // A `.fixedSize()` child whose content has an ideal width (not one that takes any width offered) needs
        // exactly that width: it is its minimum, it has no range, and it is measured once here, not again below —
        // measuring it twice more at every level would cost exponential time in fixed frames nested in each other.
        var totalMinimum = 0
        var spacerMinimum = 0
        var spacerCount = 0
        for index in 0..<count {
            fixedWidths[index] = 0
            lengths[index] = -1
            shownWidths[index] = 0
            let minimum: Int
            switch children[index] {
            case .text(let text):
                if text.style.sizeScale <= 1, let line = Self.oneLineWidths(text.content) {
                    lengths[index] = line.length
                    shownWidths[index] = line.shown
                    // ``preferredWidth(_:)``: the widest word, and at least the one column any character takes.
                    minimum = max(1, line.widestWord)
                } else {
                    minimum = max(1, preferredWidth(children[index]))
                }
            case .spacer(let spacer):
                minimum = spacer.minColumns ?? 0
                spacerMinimum += minimum
                spacerCount += 1
            case .divider: minimum = 1
            case .frame(let frame) where frame.isFixedWidth:
                let ideal = measure(frame.content, proposal: Self.idealWidthCap)
                if ideal < Self.idealWidthCap {
                    fixedWidths[index] = max(1, ideal)
                    minimum = max(1, ideal)
                } else {
                    minimum = max(1, preferredWidth(frame.content))
                }
            case .empty, .image, .stack, .list, .section, .button, .label, .progress, .unavailable, .textField,
                .toggle, .picker, .navigation, .scroll, .padding, .frame, .border, .accessibility, .task, .tagged,
                .link, .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .valueControl, .shape,
                .grid, .hidden, .prioritized, .gesture, .firstFitting, .marked:
                minimum = max(1, preferredWidth(children[index]))
            }
            minimums[index] = minimum
            totalMinimum += minimum
        }
        guard available >= totalMinimum else { return nil }

        // The children other than spacers, with how much more than their minimum they would take.
        var placed = 0
        for index in 0..<count where !children[index].isSpacer {
            let isRigid = children[index].isDivider || fixedWidths[index] != 0
            ranges[index] = isRigid ? 0 : measured(index, proposal: available) - minimums[index]
            order[placed] = index
            placed += 1
        }
        // `.layoutPriority`: higher priorities are placed first; among equals, the least flexible first, then the
        // earliest. The order is total, so this insertion sort gives what any sort would.
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            let (lhsPriority, rhsPriority) = (children[lhs].layoutPriority, children[rhs].layoutPriority)
            if lhsPriority != rhsPriority { return lhsPriority > rhsPriority }
            return ranges[lhs] == ranges[rhs] ? lhs < rhs : ranges[lhs] < ranges[rhs]
        }
        var sorted = 1
        while sorted < placed {
            let index = order[sorted]
            var slot = sorted
            while slot > 0, precedes(index, order[slot - 1]) {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = index
            sorted += 1
        }

        var widths = [Int](repeating: 0, count: count)
        var remaining = available - spacerMinimum
        var pendingMinimum = totalMinimum - spacerMinimum
        for position in 0..<placed {
            let index = order[position]
            let priority = children[index].layoutPriority
            pendingMinimum -= minimums[index]
            // A child above every later one's priority may take all the room their minimums leave. Priorities are
            // placed highest first, so the next one's is the highest of those later.
            let laterPriority = position + 1 < placed ? children[order[position + 1]].layoutPriority : priority
            let share = priority > laterPriority ? remaining - pendingMinimum : remaining / (placed - position)
            let offer = max(minimums[index], min(remaining - pendingMinimum, max(share, minimums[index])))
            let taken =
                children[index].isDivider
                ? 1
                : fixedWidths[index] != 0
                    ? fixedWidths[index] : max(minimums[index], measured(index, proposal: offer))
            widths[index] = taken
            remaining -= taken
        }
        if spacerCount > 0 {
            let extra = max(0, remaining)
            var position = 0
            for index in 0..<count where children[index].isSpacer {
                widths[index] = minimums[index] + extra / spacerCount + (position < extra % spacerCount ? 1 : 0)
                position += 1
            }
        }
        return widths
    }

    /// For a text of one line of printable ASCII, its length, the width it shows when that fits (all but its
    /// trailing spaces) and its widest word; nil for any other text. One pass over the bytes.
    static func oneLineWidths(_ content: String) -> (length: Int, shown: Int, widestWord: Int)? {
        var content = content
        return content.withUTF8 { bytes -> (length: Int, shown: Int, widestWord: Int)? in
            guard let base = bytes.baseAddress else { return (0, 0, 0) }
            guard UTF8Scan.printableASCIIPrefix(base, count: bytes.count) == bytes.count else { return nil }
            var widest = 0
            var run = 0
            var index = 0
            while index < bytes.count {
                run = base[index] == 0x20 ? 0 : run + 1
                if run > widest { widest = run }
                index += 1
            }
            var shown = bytes.count
            while shown > 0, base[shown - 1] == 0x20 { shown -= 1 }
            return (bytes.count, shown, widest)
        }
    }

    func row(_ children: [Node]) -> Node {
        .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 1, children: children))
    }
}
