import ConvergenceRendering
import ConvergenceTree
import Testing

/// Minimal reproductions of the renderer bugs the property tests found, one per bug (and trigger).
///
/// Bugs still open are wrapped in `withKnownIssue`; a fix makes the known issue disappear, which Swift Testing
/// reports as a failure, the signal to unwrap the test. Unwrapped tests are bugs already fixed, kept as guards.
@Suite struct ASCIIRendererPropertyRegressionTests {
    /// Checks every property-test invariant for one render, with the render in the message.
    static func expectInvariants(
        _ node: Node, width: Int, style: ASCIIStyle = .ascii, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let output = ASCIIRenderer.render(node, width: width, style: style)
        let problems = PropertyInvariants.violations(node, output: output, width: width, style: style)
        #expect(
            problems.isEmpty, "width \(width): \(output.debugDescription): \(problems)", sourceLocation: sourceLocation)
    }

    // MARK: Lost zero-width clusters

    /// Was: `measure` gave a text the width of its widest wrapped line, 0 here, and `render` drew nothing at 0.
    @Test func textOfOnlyZeroWidthClustersIsKept() {
        Self.expectInvariants(.text(TextNode("\u{200B}")), width: 5)
        Self.expectInvariants(.text(TextNode("\u{301}")), width: 5)
    }

    /// Was: `CellGrid.write` kept a zero-width cluster it could not join to the cell on its left (the right half of
    /// a wide glyph, or blank) only while the write had not reached the right edge; at the edge it was dropped.
    @Test func zeroWidthClusterAfterWideClusterAtTheEdgeIsKept() {
        // A zero-width space as a line-break hint in Japanese, at the end of a full line.
        Self.expectInvariants(.text(TextNode("日本語\u{200B}テキスト")), width: 6)
        Self.expectInvariants(.text(TextNode("中\u{200B}")), width: 2)
    }

    /// Was: wrapping put the zero-width space on a line of its own and trailing alignment wrote it at
    /// column == width, where nothing was kept.
    @Test func zeroWidthLineAlignedToTheTrailingEdgeIsKept() {
        Self.expectInvariants(.text(TextNode("x \u{200B}", style: TextStyle(alignment: .trailing))), width: 1)
    }

    // MARK: Clusters wider than two columns

    /// Was: a Devanagari conjunct with a vowel sign ("क्षि") is 3 columns, and `CellGrid.write`/`draw` marked only a
    /// 2-column glyph's second cell covered, so the line printed 2 blank cells too many (a ragged border at 40).
    @Test func threeColumnClusterDoesNotOverflow() {
        Self.expectInvariants(.text(TextNode("क्षितिज")), width: 6)
        Self.expectInvariants(.text(TextNode("中\u{93F}x")), width: 4)
        let box = ASCIIRenderer.render(.border(BorderNode(content: .text(TextNode("क्षितिज")))), width: 40)
        let widths = PropertyInvariants.lines(of: box).map { TerminalWidth.of($0) }
        #expect(Set(widths).count == 1, "the box's right edge is ragged: \(box.debugDescription) \(widths)")
    }

    /// Was: `renderTextField` wrote `"[" + text + fill + "]"` as one string; a lone skin tone fused with `[` into
    /// one 3-column cluster, which then met the same `CellGrid` bug.
    @Test func textFieldStartingWithASkinToneFits() {
        Self.expectInvariants(.textField(TextFieldNode(title: "", text: "\u{1F3FD}", edit: .none)), width: 4)
    }

    // MARK: Fusion across nodes

    /// Was: a text starting with a zero-width cluster stored it in its first cell; drawn right after another
    /// node's `#`, the line read `#` U+20E3 — a 2-column keycap in 1 cell — and overflowed.
    @Test func zeroWidthStartDoesNotFuseWithTheNodeOnItsLeft() {
        let node = Node.stack(
            StackNode(
                axis: .horizontal, spacing: 0, children: [.text(TextNode("#")), .text(TextNode("\u{20E3}x"))]))
        Self.expectInvariants(node, width: 2)
    }

    // MARK: Line limits

    /// Was: measured at 3, "अक्षि" (1 + 3 columns) wrapped to ["अ", "क्षि"], was cut to "अ…" and measured 2;
    /// rendered at 2 it wrapped again, the 3-column cluster became ▯, all fit on one line, and no `…` was shown.
    @Test func lineLimitedTextKeepsItsCutAtTheMeasuredWidth() {
        Self.expectInvariants(.text(TextNode("अक्षि", style: TextStyle(lineLimit: 1))), width: 3)
    }

    // MARK: Strings glued together

    /// Was: the chosen option is shown as `"[" + title + " v]"`; a title starting with a spacing mark fused with
    /// `[` into a 2-column cluster, replaced by ▯ at width 1 although the mark alone was 1 column.
    @Test func pickerTitleDoesNotFuseWithItsBracket() {
        let picker = PickerNode(
            label: .empty, options: [PickerOption(label: .empty, title: "\u{93F}")], selectedIndex: 0, style: .menu,
            select: .none)
        Self.expectInvariants(.picker(picker), width: 1)
    }

    /// Was: `renderTextField` joined the title's lines with a space; a line starting with a skin tone fused with
    /// it into a 3-column cluster, replaced by ▯ at width 2 although the skin tone alone was 2 columns.
    @Test func textFieldTitleLinesDoNotFuseWhenJoined() {
        Self.expectInvariants(.textField(TextFieldNode(title: "\n\u{1F3FD}", text: "z", edit: .none)), width: 2)
    }

    // MARK: Out-of-contract trees

    /// Was: `PickerNode.init` drops an index outside `options`, but `selectedIndex` is a public `var`; the ASCII
    /// picker indexed `options` with it unchecked, so a stale index trapped. Now it shows no selection.
    @Test func pickerWithAStaleSelectionShowsNoSelection() {
        var picker = PickerNode(label: .text(TextNode("Flavour")), options: [], selectedIndex: nil, select: .none)
        picker.selectedIndex = 0
        #expect(ASCIIRenderer.render(.picker(picker), width: 20) == "Flavour: [- v]\n")
    }
}
