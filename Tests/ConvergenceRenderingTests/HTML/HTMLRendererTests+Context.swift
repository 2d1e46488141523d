import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Testing

/// Context: blocks inside phrasing content, controls inside controls, headers inside footers, determinism.
extension HTMLRendererTests {
    @Test func blocksInsideAButtonBecomeSpansWithTheSameClasses() {
        let label = Node.stack(
            StackNode(
                axis: .vertical,
                children: [
                    .list(ListNode(sections: [SectionNode(rows: [text("Row")])])),
                    .section(SectionNode(header: text("Head"), rows: [text("Body")], footer: text("Foot"))),
                    .divider,
                    .padding(CellInsets(top: 1), .spacer(SpacerNode())),
                ]))
        #expect(
            render(.button(ButtonNode(label: label, action: .none))) == #"""
                <button type="button">
                  <span class="vstack" data-alignment="center">
                    <span class="list">
                      <span class="row"><span class="text">Row</span></span>
                    </span>
                    <span class="section">
                      <span class="heading"><span class="text">Head</span></span>
                      <span class="text">Body</span>
                      <span class="footer"><span class="text">Foot</span></span>
                    </span>
                    <span class="divider"></span>
                    <span class="padding" style="padding: 1em 0 0 0"><span class="spacer"></span></span>
                  </span>
                </button>

                """#)
    }

    @Test func headingsHoldOnlyPhrasingContent() {
        let header = Node.stack(
            StackNode(axis: .horizontal, children: [.image(ImageNode(systemName: "star")), text("Starred")]))
        #expect(
            render(.section(SectionNode(header: header, rows: []))) == #"""
                <section class="section">
                  <h2>
                    <span class="hstack" data-alignment="center">
                      <span class="symbol" data-symbol="star" role="img" aria-label="star">☆</span>
                      <span class="text">Starred</span>
                    </span>
                  </h2>
                </section>

                """#)
    }

    @Test func controlsInsideAButtonDegradeToSpans() {
        let options = [PickerOption(label: .empty, title: "A")]
        let label = Node.stack(
            StackNode(
                axis: .horizontal,
                children: [
                    .button(ButtonNode(label: text("Inner"), role: .cancel, isDisabled: true, action: .none)),
                    .textField(TextFieldNode(title: "T", prompt: "P", text: "V", isSecure: true, edit: .none)),
                    .toggle(ToggleNode(label: text("On"), isOn: true, set: .none)),
                    .picker(PickerNode(label: text("Pick"), options: options, selectedIndex: 0, select: .none)),
                    .progress(ProgressNode(label: text("Busy"), fraction: 0.25)),
                ]))
        #expect(
            render(.button(ButtonNode(label: label, action: .none))) == #"""
                <button type="button">
                  <span class="hstack" data-alignment="center">
                    <span class="button" data-role="cancel" data-disabled="true"><span class="text">Inner</span></span>
                    <span class="text-field">
                      <span>T</span>
                      <span class="input" data-type="password" data-placeholder="P">•</span>
                    </span>
                    <span class="toggle">
                      <span class="checkbox" data-checked="true">☑</span>
                      <span class="text">On</span>
                    </span>
                    <span class="picker">
                      <span class="text">Pick</span>
                      <span class="select"><span class="option" data-selected="true">A</span></span>
                    </span>
                    <span class="progress">
                      <span class="text">Busy</span>
                      <span class="progress-bar" data-value="0.25">25%</span>
                    </span>
                  </span>
                </button>

                """#)
    }

    @Test func aLabelHoldsOnlyItsOwnControl() {
        let label = Node.stack(
            StackNode(
                axis: .horizontal,
                children: [
                    text("Notify"),
                    .button(ButtonNode(label: text("?"), action: .none)),
                    .toggle(ToggleNode(label: text("Nested"), isOn: false, set: .none)),
                ]))
        let html = render(.toggle(ToggleNode(label: label, isOn: false, set: .none)))
        #expect(
            html == #"""
                <label class="toggle">
                  <input type="checkbox">
                  <span class="hstack" data-alignment="center">
                    <span class="text">Notify</span>
                    <span class="button"><span class="text">?</span></span>
                    <span class="toggle">
                      <span class="checkbox" data-checked="false">☐</span>
                      <span class="text">Nested</span>
                    </span>
                  </span>
                </label>

                """#)
    }

    @Test func headersAndFootersNeverNest() {
        let inner = Node.navigation(
            NavigationNode(title: "Inner", content: .section(SectionNode(rows: [], footer: text("F")))))
        let html = render(.section(SectionNode(header: text("H"), rows: [], footer: inner)))
        #expect(
            html == #"""
                <section class="section">
                  <h2><span class="text">H</span></h2>
                  <footer>
                    <div class="navigation-stack">
                      <div class="header">
                        <h2>Inner</h2>
                      </div>
                      <div class="section">
                        <div class="footer"><span class="text">F</span></div>
                      </div>
                    </div>
                  </footer>
                </section>

                """#)
    }

    @Test func renderingIsDeterministic() {
        var generator = HTMLTreeGenerator(seed: 7)
        for _ in 0..<50 {
            let tree = generator.node(depth: 0)
            let first = HTMLRenderer.fragment(tree)
            #expect(HTMLRenderer.fragment(tree) == first)
            #expect(HTMLRenderer.document(tree, title: "T") == HTMLRenderer.document(tree, title: "T"))
        }
    }

    @Test func attributeOrderIsFixedByInsertionNotByName() {
        let node = Node.accessibility(
            AccessibilityNode(
                identifier: "b", label: "a",
                content: .button(ButtonNode(label: .empty, role: .destructive, isDisabled: true, action: .none))
            ))
        #expect(
            render(node) == #"""
                <button type="button" data-role="destructive" disabled data-accessibility-identifier="b" aria-label="a"></button>

                """#)
    }
}
