import ConvergenceRendering
import ConvergenceTree
import Testing

/// The HTML renderer: one test per node kind here and in `+Controls`; escaping, context, properties, validation in the other facets.
@Suite struct HTMLRendererTests {
    /// Renders a fragment and fails on any well-formedness or content-model problem along the way.
    func render(_ node: Node, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let html = HTMLRenderer.fragment(node)
        #expect(HTMLTestChecker.problems(in: html) == [], sourceLocation: sourceLocation)
        return html
    }

    func text(_ content: String) -> Node {
        .text(TextNode(content))
    }

    @Test func emptyRendersNothing() {
        #expect(render(.empty) == "")
    }

    @Test func textIsASpanOnOneLine() {
        #expect(render(text("Hello")) == #"<span class="text">Hello</span>"# + "\n")
    }

    @Test func styledTextUsesClassesAndInlineEmphasisAndKeepsFullText() {
        let style = TextStyle(
            isBold: true, isItalic: true, isMonospaced: true, font: "title", foreground: "secondary",
            lineLimit: 1, alignment: .trailing
        )
        let html = render(.text(TextNode("One\nTwo", style: style)))
        #expect(
            html == #"""
                <span class="text font-title fg-secondary monospaced align-trailing" data-line-limit="1"><strong><em>One<br>Two</em></strong></span>

                """#)
    }

    @Test func styleNamesBecomeSafeClassTokens() {
        let html = render(.text(TextNode("x", style: TextStyle(font: "system 17\"bold", foreground: ""))))
        #expect(html == #"<span class="text font-system-17-bold">x</span>"# + "\n")
    }

    @Test func imageIsANamedSymbolWithItsGlyph() {
        #expect(
            render(.image(ImageNode(systemName: "star.fill"))) == #"""
                <span class="symbol" data-symbol="star.fill" role="img" aria-label="star.fill">★</span>

                """#)
    }

    @Test func stacksCarryAxisAlignmentAndSpacing() {
        let html = render(
            .stack(
                StackNode(
                    axis: .vertical, alignment: .leading, spacing: 1,
                    children: [
                        text("A"),
                        .stack(StackNode(axis: .horizontal, alignment: .top, children: [text("B")])),
                        .stack(StackNode(axis: .depth, alignment: .bottomTrailing, children: [text("C"), text("D")])),
                    ])))
        #expect(
            html == #"""
                <div class="vstack" data-alignment="leading" data-spacing="1">
                  <span class="text">A</span>
                  <div class="hstack" data-alignment="top"><span class="text">B</span></div>
                  <div class="zstack" data-alignment="bottom-trailing">
                    <span class="text">C</span>
                    <span class="text">D</span>
                  </div>
                </div>

                """#)
    }

    @Test func spacerIsAnEmptyDivWithItsMinimumLength() {
        #expect(render(.spacer(SpacerNode())) == #"<div class="spacer"></div>"# + "\n")
        #expect(
            render(.spacer(SpacerNode(minColumns: 3, minRows: 2)))
                == #"<div class="spacer" data-min-columns="3" data-min-rows="2"></div>"# + "\n")
    }

    @Test func dividerIsARule() {
        #expect(render(.divider) == "<hr>\n")
    }

    @Test func plainListIsAnUnorderedListOfRows() {
        let html = render(.list(ListNode(sections: [SectionNode(rows: [text("One"), text("Two")])])))
        #expect(
            html == #"""
                <ul class="list">
                  <li><span class="text">One</span></li>
                  <li><span class="text">Two</span></li>
                </ul>

                """#)
    }

    @Test func listWithHeadedSectionsUsesSectionsHeadingsAndFooters() {
        let html = render(
            .list(
                ListNode(sections: [
                    SectionNode(header: text("Account"), rows: [text("Name")], footer: text("Shown to friends")),
                    SectionNode(rows: [text("Sign Out")]),
                ])))
        #expect(
            html == #"""
                <div class="list">
                  <section class="list-section">
                    <h2><span class="text">Account</span></h2>
                    <ul class="rows">
                      <li><span class="text">Name</span></li>
                    </ul>
                    <footer><span class="text">Shown to friends</span></footer>
                  </section>
                  <div class="list-section">
                    <ul class="rows">
                      <li><span class="text">Sign Out</span></li>
                    </ul>
                  </div>
                </div>

                """#)
    }

    @Test func sectionOutsideAListIsASectionOnlyWhenItHasAHeading() {
        #expect(
            render(.section(SectionNode(header: text("Details"), rows: [text("Row")]))) == #"""
                <section class="section">
                  <h2><span class="text">Details</span></h2>
                  <span class="text">Row</span>
                </section>

                """#)
        #expect(
            render(.section(SectionNode(header: text(" "), rows: [text("Row")], footer: text("End")))) == #"""
                <div class="section">
                  <div class="title"><span class="text"> </span></div>
                  <span class="text">Row</span>
                  <footer><span class="text">End</span></footer>
                </div>

                """#)
    }

    @Test func labelIsIconThenTitle() {
        #expect(
            render(.label(LabelNode(title: text("Favorites"), icon: .image(ImageNode(systemName: "heart"))))) == #"""
                <span class="label">
                  <span class="symbol" data-symbol="heart" role="img" aria-label="heart">♡</span>
                  <span class="text">Favorites</span>
                </span>

                """#)
    }

    @Test func unavailableHasSymbolHeadingDescriptionAndActions() {
        let node = Node.unavailable(
            UnavailableNode(
                systemImage: "tray", title: text("No Mail"), description: text("New mail appears here."),
                actions: .button(ButtonNode(label: text("Refresh"), action: .none))
            ))
        #expect(
            render(node) == #"""
                <div class="unavailable">
                  <span class="symbol" data-symbol="tray" role="img" aria-label="tray">⌧</span>
                  <h2><span class="text">No Mail</span></h2>
                  <div class="description"><span class="text">New mail appears here.</span></div>
                  <div class="actions">
                    <button type="button"><span class="text">Refresh</span></button>
                  </div>
                </div>

                """#)
    }

    @Test func navigationStackHasAHeaderWithTheTitle() {
        #expect(
            render(.navigation(NavigationNode(title: "Settings", content: text("Body")))) == #"""
                <div class="navigation-stack">
                  <header>
                    <h1>Settings</h1>
                  </header>
                  <span class="text">Body</span>
                </div>

                """#)
        #expect(
            render(.navigation(NavigationNode(content: text("Body")))) == #"""
                <div class="navigation-stack"><span class="text">Body</span></div>

                """#)
    }

    @Test func scrollIsAWrapper() {
        #expect(render(.scroll(text("Long"))) == #"<div class="scroll"><span class="text">Long</span></div>"# + "\n")
    }

    @Test func paddingUsesRowsAsEmAndColumnsAsCh() {
        let html = render(.padding(CellInsets(top: 1, leading: 2, bottom: 0, trailing: 3), text("Padded")))
        #expect(
            html == #"<div class="padding" style="padding: 1em 3ch 0 2ch"><span class="text">Padded</span></div>"#
                + "\n")
    }

    @Test func frameListsOnlyGivenConstraints() {
        let node = Node.frame(
            FrameNode(
                minWidth: 4, maxWidth: FrameNode.infinity, minHeight: 2, alignment: .topLeading, content: text("F")))
        #expect(
            render(node) == #"""
                <div class="frame" data-alignment="top-leading" style="width: 100%; min-width: 4ch; min-height: 2em"><span class="text">F</span></div>

                """#)
        #expect(
            render(.frame(FrameNode(content: .empty))) == #"<div class="frame" data-alignment="center"></div>"# + "\n")
    }

    @Test func borderNamesItsColourAsAClassNeverAsCSS() {
        let html = render(.border(BorderNode(style: "red; background: url(x)", content: text("B"))))
        #expect(
            html == #"""
                <div class="border border-red--background--url-x-" style="border: 1px solid"><span class="text">B</span></div>

                """#)
    }

    @Test func accessibilityAnnotatesTheSingleWrappedElement() {
        let button = Node.accessibility(
            AccessibilityNode(
                identifier: "save", label: "Save document",
                content: .button(ButtonNode(label: .image(ImageNode(systemName: "doc")), action: .none))
            ))
        #expect(
            render(button) == #"""
                <button type="button" data-accessibility-identifier="save" aria-label="Save document"><span class="symbol" data-symbol="doc" role="img" aria-label="doc">🗎</span></button>

                """#)
        let field = Node.accessibility(
            AccessibilityNode(
                identifier: "name", label: "Full name",
                content: .textField(TextFieldNode(title: "Name", text: "", edit: .none))
            ))
        #expect(
            render(field) == #"""
                <label class="text-field" data-accessibility-identifier="name">
                  <span>Name</span>
                  <input type="text" value="" aria-label="Full name">
                </label>

                """#)
        #expect(
            render(.accessibility(AccessibilityNode(identifier: "greeting", label: "Hi", content: text("Hello"))))
                == #"""
                <span class="text" data-accessibility-identifier="greeting" role="group" aria-label="Hi">Hello</span>

                """#)
    }

    @Test func accessibilityWrapsWhenThereIsNoSingleElementThatCanBeNamed() {
        #expect(
            render(.accessibility(AccessibilityNode(identifier: "nothing", content: .empty))) == #"""
                <div class="accessibility" data-accessibility-identifier="nothing"></div>

                """#)
        #expect(
            render(.accessibility(AccessibilityNode(identifier: "rule", content: .divider))) == #"""
                <hr data-accessibility-identifier="rule">

                """#)
        #expect(
            render(.accessibility(AccessibilityNode(identifier: "rule", label: "Break", content: .divider))) == #"""
                <div class="accessibility" data-accessibility-identifier="rule" role="group" aria-label="Break">
                  <hr>
                </div>

                """#)
    }

    @Test func nestedAccessibilityModifiersKeepEveryValue() {
        let inner = Node.accessibility(AccessibilityNode(identifier: "inner", label: "Inner", content: text("x")))
        let node = Node.accessibility(AccessibilityNode(identifier: "outer", label: "Outer", content: inner))
        #expect(
            render(node) == #"""
                <div class="accessibility" data-accessibility-identifier="outer" role="group" aria-label="Outer"><span class="text" data-accessibility-identifier="inner" role="group" aria-label="Inner">x</span></div>

                """#)
        let merged = Node.accessibility(
            AccessibilityNode(
                label: "Named", content: .accessibility(AccessibilityNode(identifier: "id", content: text("x")))))
        #expect(
            render(merged) == #"""
                <span class="text" data-accessibility-identifier="id" role="group" aria-label="Named">x</span>

                """#)
    }

    @Test func taskAndTagAreTransparent() {
        let task = TaskEffect(origin: "Test", identity: "0", work: {})
        #expect(render(.task(task, .tagged(Tag("x"), text("Same")))) == render(text("Same")))
    }
}
