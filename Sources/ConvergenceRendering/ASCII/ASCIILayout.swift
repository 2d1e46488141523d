import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Lays out and draws nodes into canvases: `measure` says how wide a node is when offered a width,
/// `render` draws it at exactly a width.
///
/// Both are pure. Whatever width is offered (at least 1), nothing is drawn past it: decorations such as
/// padding, borders and brackets give way first, horizontal stacks that cannot fit their children side by
/// side stack them vertically, and text wraps at grapheme-cluster boundaries.
struct ASCIILayout {
    let style: ASCIIStyle
    /// The glyphs, held by reference: a layout is copied into every closure that measures, so it stays a few words.
    private let glyphBox: GlyphBox
    var glyphs: ASCIIGlyphs { glyphBox.glyphs }
    /// Texts wrapped so far in this render: measuring and drawing a text wrap it at the same widths.
    let wrappedTexts = WrappedTexts()
    /// Widths of containers measured so far in this render.
    let memo: LayoutMemo
    /// Whether the content being laid out flows right to left (`\.layoutDirection`): leading is the right edge, rows
    /// run from the right, padding and alignment swap sides, and directional symbols turn. Widths are the same
    /// either way, so the memo serves both.
    private(set) var isRightToLeft = false

    /// A layout for one render; `remembersWidths: false` measures every time (for tests comparing the two).
    init(style: ASCIIStyle, remembersWidths: Bool = true) {
        self.style = style
        glyphBox = GlyphBox(ASCIIGlyphs.forStyle(style))
        memo = LayoutMemo(isEnabled: remembersWidths)
    }

    /// The width a node takes when offered `proposal` columns; never more than the offer.
    func measure(_ node: Node, proposal: Int) -> Int {
        let proposal = max(0, proposal)
        guard proposal > 0, !StackGuard.isShort() else { return 0 }
        return memo.width(of: node, proposal: proposal) { measureOnce(node, proposal: proposal) }
    }

    private func measureOnce(_ node: Node, proposal: Int) -> Int {
        let width: Int
        switch node {
        case .empty, .spacer: width = 0
        case .divider, .list, .section, .unavailable, .textField: width = proposal
        case .text(let text): width = measureText(text, proposal: proposal)
        case .image(let image): width = measure(.text(symbolText(image)), proposal: proposal)
        case .stack(let stack): width = measureStack(stack, proposal: proposal, node: node)
        case .button(let button): width = measureButton(button, proposal: proposal)
        case .label, .toggle, .valueControl: width = measure(desugar(node), proposal: proposal)
        case .picker(let picker): width = measure(desugarPicker(picker, width: proposal), proposal: proposal)
        case .progress(let progress):
            width = progress.fraction == nil ? measure(desugar(node), proposal: proposal) : proposal
        case .navigation(let navigation):
            // A bar (title, back control, items, search field) spans the screen; content alone takes its own width.
            let hasBar =
                !navigation.isBarHidden
                && (navigation.title != nil || navigation.hasBarRow || navigation.searchField != nil
                    || !navigation.bottomItems.isEmpty)
            width = hasBar ? proposal : measure(navigation.content, proposal: proposal)
        case .scroll(let content), .task(_, let content), .tagged(_, let content):
            width = measure(content, proposal: proposal)
        case .accessibility(let accessibility): width = measure(accessibility.content, proposal: proposal)
        case .padding(let insets, let content):
            let fitted = fit(insets, width: proposal, content: content)
            width = measure(content, proposal: proposal - fitted.horizontal) + fitted.horizontal
        case .border(let border):
            let frame = borderFits(border.content, width: proposal) ? 2 : 0
            width = measure(border.content, proposal: proposal - frame) + frame
        case .frame(let frame): width = measureFrame(frame, proposal: proposal)
        case .link(let link):
            width = link.kind == .navigation ? proposal : measure(desugarLink(link), proposal: proposal)
        case .presentation(let presentation):
            width = presentation.coversBase ? proposal : max(measure(presentation.base, proposal: proposal), proposal)
        case .row(let row) where !row.isEditing && row.reveal == .none:
            // A view with a context menu or swipe actions takes only its own width until they show.
            width = measure(row.content, proposal: proposal)
        case .tabView, .splitView, .row, .badge: width = proposal
        case .refreshable(let refreshable): width = measure(refreshable.content, proposal: proposal)
        case .tabItem(_, let content): width = measure(content, proposal: proposal)
        case .shape(let shape): width = measure(.text(TextNode(shapeMark(shape))), proposal: proposal)
        case .grid(let grid): width = measureGrid(grid, proposal: proposal)
        case .hidden(let content): width = measure(content, proposal: proposal)
        case .prioritized(_, let content): width = measure(content, proposal: proposal)
        case .gesture(let gesture): width = measure(gesture.content, proposal: proposal)
        case .marked(_, let content): width = measure(content, proposal: proposal)
        case .firstFitting(let candidates): width = measure(fitting(candidates, width: proposal), proposal: proposal)
        }
        return min(width, proposal)
    }

    /// Draws a node into a canvas exactly `width` columns wide.
    func render(_ node: Node, width: Int) -> CellGrid {
        let width = max(0, width)
        guard width > 0 else { return CellGrid(width: 0) }
        guard !StackGuard.isShort() else { return CellGrid(width: width) }
        switch node {
        case .empty: return CellGrid(width: width)
        case .spacer(let spacer): return CellGrid(width: width, height: spacer.minRows ?? 0)
        case .divider: return rule(glyphs.divider, width: width)
        case .text(let text): return renderText(text, width: width)
        case .image(let image): return renderText(symbolText(image), width: width)
        case .stack(let stack): return renderStack(stack, width: width, node: node)
        case .list(let list): return renderSections(list.sections, width: width)
        case .section(let section): return renderSections([section], width: width)
        case .button(let button): return renderButton(button, width: width)
        case .label, .toggle, .valueControl: return render(desugar(node), width: width)
        case .picker(let picker): return render(desugarPicker(picker, width: width), width: width)
        case .progress(let progress):
            return progress.fraction == nil
                ? render(desugar(node), width: width) : renderProgressBar(progress, width: width)
        case .unavailable(let unavailable): return renderUnavailable(unavailable, width: width)
        case .textField(let field): return renderTextField(field, width: width)
        case .navigation(let navigation): return renderNavigation(navigation, width: width)
        case .scroll(let content), .task(_, let content), .tagged(_, let content):
            return render(content, width: width)
        case .accessibility(let accessibility): return render(accessibility.content, width: width)
        case .padding(let insets, let content): return renderPadding(insets, content: content, width: width)
        case .border(let border): return renderBorder(border, width: width)
        case .frame(let frame): return renderFrame(frame, width: width)
        case .link(let link): return render(desugarLink(link), width: width)
        case .presentation(let presentation): return renderPresentation(presentation, width: width)
        case .tabView(let tabView): return render(desugarTabView(tabView, width: width), width: width)
        case .row(let row): return render(desugarRow(row), width: width)
        case .badge(let badge): return render(desugarBadge(badge), width: width)
        case .refreshable(let refreshable): return render(refreshable.content, width: width)
        case .tabItem(_, let content): return render(content, width: width)
        case .splitView(let split): return renderSplitView(split, width: width)
        case .shape(let shape): return renderText(TextNode(shapeMark(shape)), width: width)
        case .grid(let grid): return renderGrid(grid, width: width)
        case .hidden(let content): return CellGrid(width: width, height: render(content, width: width).height)
        case .prioritized(_, let content): return render(content, width: width)
        case .gesture(let gesture): return render(gesture.content, width: width)
        case .marked(let mark, let content): return flowing(mark.direction).render(content, width: width)
        case .firstFitting(let candidates): return render(fitting(candidates, width: width), width: width)
        }
    }

    /// `ViewThatFits`: the first candidate whose ideal width fits, else the last.
    func fitting(_ candidates: [Node], width: Int) -> Node {
        candidates.first { idealWidth($0) <= width } ?? candidates.last ?? .empty
    }

    /// The fewest columns a node needs to show all its text: its widest grapheme cluster.
    func minimumWidth(_ node: Node) -> Int {
        guard !StackGuard.isShort() else { return 0 }
        return memo.width(of: node, proposal: LayoutMemo.minimumTag) { minimumWidthOnce(node) }
    }

    private func minimumWidthOnce(_ node: Node) -> Int {
        switch node {
        case .empty, .spacer: return 0
        case .divider: return 1
        case .text(let text):
            // One line of printable ASCII: one column per character, so any character is a cluster one column wide.
            if UTF8Scan.isPrintableASCII(text.content) { return text.content.isEmpty ? 0 : 1 }
            return TerminalSanitizer.lines(of: text.content).map { line in
                // A sanitized ASCII line is printable, one column per character.
                if UTF8Scan.isASCII(line) { return line.isEmpty ? 0 : 1 }
                return TerminalSanitizer.anchored(line).map(TerminalWidth.of).max() ?? 0
            }.max() ?? 0
        case .image(let image): return minimumWidth(.text(symbolText(image)))
        case .shape(let shape): return minimumWidth(.text(TextNode(shapeMark(shape))))
        case .firstFitting(let candidates): return candidates.map(minimumWidth).min() ?? 0
        case .textField(let field):
            return max(1, (singleLine(field.title) + singleLine(field.text)).map(TerminalWidth.of).max() ?? 0)
        case .stack, .list, .section, .button, .label, .progress, .unavailable, .toggle, .picker, .navigation, .scroll,
            .padding, .frame, .border, .accessibility, .task, .tagged, .link, .presentation, .tabView, .row, .tabItem,
            .badge, .refreshable, .splitView, .valueControl, .grid, .hidden, .prioritized, .gesture, .marked:
            return children(of: node).map(minimumWidth).max() ?? 0
        }
    }

    /// The width below which a node starts to look broken (words split, brackets dropped): horizontal stacks
    /// stack their children vertically rather than go below it, and padding and borders give way first.
    func preferredWidth(_ node: Node) -> Int {
        guard !StackGuard.isShort() else { return 0 }
        return memo.width(of: node, proposal: LayoutMemo.preferredTag) { preferredWidthOnce(node) }
    }

    private func preferredWidthOnce(_ node: Node) -> Int {
        switch node {
        case .empty, .spacer: return 0
        case .divider: return 1
        case .text(let text):
            let widest = max(minimumWidth(node), widestWord(text.content))
            // At a larger text size a word takes more room: it is split below that.
            return text.style.sizeScale > 1 ? Int((Double(widest) * text.style.sizeScale).rounded(.up)) : widest
        case .image(let image): return preferredWidth(.text(symbolText(image)))
        case .shape(let shape): return preferredWidth(.text(TextNode(shapeMark(shape))))
        case .firstFitting(let candidates): return candidates.map(preferredWidth).min() ?? 0
        case .grid(let grid):
            guard case .flow(let tracks, _) = grid.cells else {
                return children(of: node).map(preferredWidth).max() ?? 0
            }
            return sideBySide(tracks.map(\.leastColumns), spacing: grid.horizontalSpacing)
        case .textField(let field):
            let title = singleLine(field.title)
            return (title.isEmpty ? 0 : TerminalWidth.of(title) + 2) + 6
        case .button(let button): return preferredWidth(button.label) + 4
        case .border(let border): return preferredWidth(border.content) + 2
        case .padding(let insets, let content): return preferredWidth(content) + insets.horizontal
        case .frame(let frame) where frame.isFixedWidth: return idealWidth(frame.content)
        case .stack(let stack) where stack.axis == .horizontal:
            let children = visibleChildren(stack)
            return sideBySide(children.map(preferredWidth), spacing: stack.spacing ?? 1)
        case .label, .toggle, .picker, .valueControl: return preferredWidth(desugar(node))
        case .stack, .list, .section, .progress, .unavailable, .navigation, .scroll, .frame, .accessibility, .task,
            .tagged, .link, .presentation, .tabView, .row, .tabItem, .badge, .refreshable, .splitView, .hidden,
            .prioritized, .gesture, .marked:
            return children(of: node).map(preferredWidth).max() ?? 0
        }
    }

    /// The width a node takes when nothing limits it (text on one line); for a node that takes whatever width it is
    /// offered (a list, a field, a divider), the width it needs to look right instead.
    func idealWidth(_ node: Node) -> Int {
        let width = measure(node, proposal: Self.idealWidthCap)
        return width >= Self.idealWidthCap ? preferredWidth(node) : width
    }

    /// What "unlimited" means for ``idealWidth(_:)``: wider than any terminal.
    static let idealWidthCap = 4_096

    /// A canvas holding one line repeated across the width.
    func rule(_ glyph: String, width: Int) -> CellGrid {
        // A glyph of one printable ASCII character (every ASCII-style rule) fills the row's bytes directly.
        var utf8 = glyph.utf8.makeIterator()
        if width > 0, let byte = utf8.next(), utf8.next() == nil, byte &- 0x20 < 0x5F {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width) { line in
                line.initialize(repeating: byte)
                return CellGrid(width: width, printableLine: UnsafeBufferPointer(line), column: 0)
            }
        }
        var canvas = CellGrid(width: width, height: 1)
        canvas.write(String(repeating: glyph, count: width), row: 0, column: 0)
        return canvas
    }

    /// This layout for content that flows in `direction`; nil keeps the container's.
    func flowing(_ direction: TreeLayoutDirection?) -> ASCIILayout {
        guard let direction else { return self }
        var layout = self
        layout.isRightToLeft = direction == .rightToLeft
        return layout
    }

    /// Places a canvas inside a wider one by horizontal alignment: leading is the left edge, or the right edge where
    /// the layout runs right to left.
    func offset(of inner: Int, in outer: Int, _ alignment: HorizontalAlignment) -> Int {
        // Comparisons rather than `max`, which a debug build calls as a generic function: text draws each line here.
        switch alignment {
        case .leading: isRightToLeft && outer > inner ? outer - inner : 0
        case .center: outer > inner ? (outer - inner) / 2 : 0
        case .trailing: !isRightToLeft && outer > inner ? outer - inner : 0
        }
    }

    /// The column a part `inner` wide starts at when it starts `column` columns from the leading edge of `outer`.
    func fromLeading(_ column: Int, width inner: Int, in outer: Int) -> Int {
        isRightToLeft ? outer - column - inner : column
    }

    /// Places a canvas inside a taller one by vertical alignment.
    func offset(of inner: Int, in outer: Int, _ alignment: VerticalAlignment) -> Int {
        switch alignment {
        case .top: 0
        case .center: max(0, (outer - inner) / 2)
        case .bottom: max(0, outer - inner)
        }
    }
}

extension ASCIILayout {
    /// The nodes directly inside a node, as layout sees them.
    func children(of node: Node) -> [Node] {
        switch node {
        case .empty, .text, .image, .spacer, .divider, .textField: return []
        case .stack(let stack): return stack.children
        case .list(let list): return list.sections.map(Node.section)
        case .section(let section): return [section.header, section.footer].compactMap { $0 } + section.rows
        case .button(let button): return [button.label]
        case .label, .toggle, .picker, .valueControl: return [desugar(node)]
        case .progress(let progress): return [desugar(.progress(ProgressNode(label: progress.label)))]
        case .unavailable(let unavailable):
            return [unavailable.title, unavailable.description, unavailable.actions].compactMap { $0 }
                + (unavailable.systemImage.map { [.image(ImageNode(systemName: $0))] } ?? [])
        case .navigation(let navigation):
            return [.text(TextNode(navigation.title ?? ""))] + Node.navigation(navigation).children
        case .link(let link): return [desugarLink(link)]
        case .presentation(let presentation): return [presentation.base, presentation.content]
        case .tabView(let tabView): return [desugarTabView(tabView, width: Self.idealWidthCap)]
        case .row(let row): return [desugarRow(row)]
        case .badge(let badge): return [desugarBadge(badge)]
        case .refreshable(let refreshable): return [refreshable.content]
        case .tabItem(_, let content): return [content]
        case .splitView(let split): return split.columns
        case .scroll(let content), .padding(_, let content), .task(_, let content), .tagged(_, let content):
            return [content]
        case .frame(let frame): return [frame.content]
        case .border(let border): return [border.content]
        case .accessibility(let accessibility): return [accessibility.content]
        case .shape: return []
        case .grid(let grid): return grid.allCells
        case .hidden(let content), .prioritized(_, let content), .marked(_, let content): return [content]
        case .gesture(let gesture): return [gesture.content]
        case .firstFitting(let candidates): return candidates
        }
    }
}
