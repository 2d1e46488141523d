import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// The height pass: a screen's root view laid out in a height as well as a width, as a device lays out its root view.
///
/// Only views that grow vertically take more rows than their content: spacers in vertical stacks,
/// `frame(maxHeight: .infinity)`, lists, scroll views, navigation and tab views, empty states, and the stacks,
/// frames and modifiers around them. Everything else is drawn exactly as in a size-that-fits render, once.
extension ASCIILayout {
    /// Draws a node `width` columns wide in a space `height` rows tall: at least `height` rows when it grows
    /// vertically, its content's height otherwise. Content is never cut to fit.
    func render(_ node: Node, width: Int, height: Int) -> CellGrid {
        guard width > 0, height > 0, !StackGuard.isShort(), growsVertically(node) else {
            return render(node, width: width)
        }
        let drawn: CellGrid
        switch node {
        case .spacer: drawn = CellGrid(width: width, height: height)
        case .stack(let stack): drawn = fillStack(stack, width: width, height: height, node: node)
        case .frame(let frame): drawn = fillFrame(frame, width: width, height: height)
        case .padding(let insets, let content):
            let fitted = fit(insets, width: width, content: content)
            let inner = render(
                content, width: measure(content, proposal: width - fitted.horizontal), height: height - fitted.vertical)
            var canvas = CellGrid(width: width, height: fitted.top)
            canvas.append(inner, column: isRightToLeft ? fitted.trailing : fitted.leading)
            canvas.addRows(fitted.bottom)
            drawn = canvas
        case .border(let border): drawn = renderBorder(border, width: width, height: height)
        case .task(_, let content), .tagged(_, let content), .prioritized(_, let content), .tabItem(_, let content):
            drawn = render(content, width: width, height: height)
        case .accessibility(let accessibility): drawn = render(accessibility.content, width: width, height: height)
        case .gesture(let gesture): drawn = render(gesture.content, width: width, height: height)
        case .marked(let mark, let content):
            drawn = flowing(mark.direction).render(content, width: width, height: height)
        case .refreshable(let refreshable): drawn = render(refreshable.content, width: width, height: height)
        case .navigation(let navigation): drawn = renderNavigation(navigation, width: width, height: height)
        case .tabView(let tabView): drawn = fillTabView(tabView, width: width, height: height)
        case .presentation(let presentation): drawn = renderPresentation(presentation, width: width, height: height)
        case .unavailable:
            // An empty state sits in the middle of the room it is given, as on a device.
            let content = render(node, width: width)
            var canvas = CellGrid(width: width, height: max(height, content.height))
            canvas.draw(
                content, row: offset(of: content.height, in: canvas.height, VerticalAlignment.center), column: 0)
            drawn = canvas
        case .empty, .text, .image, .divider, .list, .section, .button, .label, .progress, .textField, .toggle, .picker,
            .scroll, .link, .row, .badge, .splitView, .valueControl, .shape, .grid, .hidden, .firstFitting:
            // A list or scroll view takes the room, its content at the top: it scrolls rather than stretches.
            drawn = render(node, width: width)
        }
        return extended(drawn, to: height)
    }

    /// Whether a node takes all the height it is offered in a screen, rather than its content's height.
    func growsVertically(_ node: Node) -> Bool {
        guard !StackGuard.isShort() else { return false }
        return memo.width(of: node, proposal: LayoutMemo.growsTag) { growsVerticallyOnce(node) ? 1 : 0 } == 1
    }

    private func growsVerticallyOnce(_ node: Node) -> Bool {
        switch node {
        case .spacer, .navigation, .tabView, .list, .unavailable: return true
        // A scroll view that scrolls only across holds a row, and is as tall as it.
        case .scroll(let content): return !content.isRow
        case .stack(let stack):
            // A spacer in a row spreads the row across, never down.
            let children = visibleChildren(stack)
            return stack.axis == .horizontal
                ? children.contains { !$0.isSpacer && growsVertically($0) } : children.contains(where: growsVertically)
        case .frame(let frame):
            if frame.maxHeight == FrameNode.infinity { return true }
            return frame.maxHeight == nil && growsVertically(frame.content)
        case .padding(_, let content), .task(_, let content), .tagged(_, let content), .prioritized(_, let content),
            .tabItem(_, let content), .marked(_, let content):
            return growsVertically(content)
        case .border(let border): return growsVertically(border.content)
        case .accessibility(let accessibility): return growsVertically(accessibility.content)
        case .gesture(let gesture): return growsVertically(gesture.content)
        case .refreshable(let refreshable): return growsVertically(refreshable.content)
        case .presentation(let presentation):
            switch presentation.kind {
            case .fullScreenCover: return growsVertically(presentation.content)
            case .alert: return true
            case .sheet, .popover, .confirmationDialog: return false
            }
        case .empty, .text, .image, .divider, .section, .button, .label, .progress, .textField, .toggle, .picker,
            .link, .row, .badge, .splitView, .valueControl, .shape, .grid, .hidden, .firstFitting:
            return false
        }
    }

    /// Whether a node that grows only adds blank rows below its content (a list, a scroll view): its drawing at its
    /// content's height, extended, is its drawing in the screen, so it is not drawn twice.
    private func keepsContentAtTop(_ node: Node) -> Bool {
        switch node {
        case .list, .scroll: true
        case .task(_, let content), .tagged(_, let content), .prioritized(_, let content),
            .marked(_, let content):
            keepsContentAtTop(content)
        case .accessibility(let accessibility): keepsContentAtTop(accessibility.content)
        case .refreshable(let refreshable): keepsContentAtTop(refreshable.content)
        default: false
        }
    }

    /// A canvas with blank rows added below it until it is `height` rows tall.
    func extended(_ canvas: CellGrid, to height: Int) -> CellGrid {
        guard canvas.height < height else { return canvas }
        var canvas = canvas
        canvas.addRows(height - canvas.height)
        return canvas
    }

    private func fillStack(_ stack: StackNode, width: Int, height: Int, node: Node) -> CellGrid {
        let children = visibleChildren(stack)
        switch stack.axis {
        case .vertical:
            return fillVertical(
                children, alignment: stack.alignment.horizontal, spacing: stack.spacing ?? 0, width: width,
                height: height)
        case .depth:
            return fillLayers(children, alignment: stack.alignment, width: width, height: height)
        case .horizontal:
            guard let widths = sharedWidths(stack, children: children, width: width, node: node) else {
                return render(node, width: width)
            }
            return renderHorizontal(
                children, widths: widths, alignment: stack.alignment.vertical, spacing: stack.spacing ?? 1,
                width: width, height: height)
        }
    }

    /// A vertical stack in `height` rows: children that do not grow take their content's rows, and those that grow
    /// (spacers, lists, frames with `maxHeight: .infinity`…) share what is left, none less than its own content.
    func fillVertical(_ children: [Node], alignment: HorizontalAlignment, spacing: Int, width: Int, height: Int)
        -> CellGrid
    {
        let widths = children.map { measure($0, proposal: width) }
        // Children that do not grow are drawn once, here; those that grow are drawn at their content's height only to
        // learn how many rows they need at least.
        let natural = children.indices.map { index -> CellGrid? in
            children[index].isSpacer ? nil : render(children[index], width: widths[index])
        }
        let grows = children.map(growsVertically)
        let least = children.indices.map { index in natural[index]?.height ?? children[index].spacerRows }
        let shown = children.indices.filter { grows[$0] || least[$0] > 0 }
        let fixed = shown.filter { !grows[$0] }.map { least[$0] }.reduce(0, +)
        let rows = shareRows(
            height - fixed - spacing * max(0, shown.count - 1), among: children.indices.filter { grows[$0] },
            least: least)

        var canvas = CellGrid(width: width)
        var placedAny = false
        for index in children.indices {
            let drawn: CellGrid
            if let given = rows[index] {
                drawn =
                    children[index].isSpacer || given == least[index] || keepsContentAtTop(children[index])
                    ? extended(natural[index] ?? CellGrid(width: width), to: given)
                    : render(children[index], width: widths[index], height: given)
            } else {
                drawn = natural[index] ?? CellGrid(width: width, height: least[index])
            }
            guard drawn.height > 0 else { continue }
            if placedAny { canvas.addRows(spacing) }
            canvas.append(drawn, column: children[index].isSpacer ? 0 : offset(of: widths[index], in: width, alignment))
            placedAny = true
        }
        return canvas
    }

    /// Shares `spare` rows among the children at `indices` as equally as their least rows allow: those that need more
    /// than an equal share take what they need first; an odd row goes to the later children, so space shared by a
    /// spacer above and one below puts content at the middle row or just above it.
    func shareRows(_ spare: Int, among indices: [Int], least: [Int]) -> [Int: Int] {
        let order = indices.sorted { least[$0] != least[$1] ? least[$0] > least[$1] : $0 < $1 }
        var remaining = max(0, spare)
        var rows: [Int: Int] = [:]
        for (position, index) in order.enumerated() {
            let share = remaining / (order.count - position)
            rows[index] = max(least[index], share)
            remaining = max(0, remaining - rows[index]!)
        }
        return rows
    }

    /// Layers in `height` rows: those that grow fill it, the others sit where the stack's alignment puts them, and
    /// shapes without a frame take the whole space.
    private func fillLayers(_ children: [Node], alignment: Alignment, width: Int, height: Int) -> CellGrid {
        let content = children.filter { sizedShape($0) == nil }
        let layers = content.map { render($0, width: measure($0, proposal: width), height: height) }
        let rows = max(height, layers.map(\.height).max() ?? 0)
        let boxes = children.compactMap { child -> CellGrid? in
            guard sizedShape(child) != nil else { return nil }
            return renderSized(child, width: width, height: rows, outlineOnly: !layers.isEmpty)
        }
        return renderLayerCanvases(
            [CellGrid(width: width, height: rows)] + boxes + layers, alignment: alignment, width: width)
    }

    /// A frame in `height` rows: `maxHeight: .infinity` takes them all and places its content by its alignment;
    /// other frames pass the height on to content that grows.
    private func fillFrame(_ frame: FrameNode, width: Int, height: Int) -> CellGrid {
        if frame.maxHeight == FrameNode.infinity, sizedShape(frame.content) != nil,
            let box = renderSized(frame.content, width: width, height: height)
        {
            return box
        }
        if let layers = layeredShapes(frame.content) {
            return renderLayers(
                layers.children, alignment: layers.alignment, width: width,
                minimumHeight: max(frame.minHeight ?? 0, frame.maxHeight == FrameNode.infinity ? height : 0))
        }
        let contentWidth = measure(frame.content, proposal: width)
        let drawn = render(frame.content, width: contentWidth, height: height)
        let rows = max(
            drawn.height, frame.minHeight ?? 0, frame.maxHeight == FrameNode.infinity ? height : 0)
        var canvas = CellGrid(width: width, height: rows)
        canvas.draw(
            drawn,
            row: offset(of: drawn.height, in: rows, frame.alignment.vertical),
            column: offset(of: contentWidth, in: width, frame.alignment.horizontal))
        return canvas
    }

    /// A tab view in a screen: the selected tab's content over the rows the tab bar leaves, the bar on the last rows.
    private func fillTabView(_ tabView: TabViewNode, width: Int, height: Int) -> CellGrid {
        guard case .stack(let stack) = desugarTabView(tabView, width: width), stack.children.count > 1 else {
            return render(tabView.content, width: width, height: height)
        }
        let bottom = stack.children.dropFirst().map { render($0, width: measure($0, proposal: width)) }
        let rest = height - bottom.map(\.height).reduce(0, +)
        let content = render(tabView.content, width: measure(tabView.content, proposal: width), height: rest)
        return stackCanvases([extended(content, to: rest)] + bottom, width: width)
    }
}
