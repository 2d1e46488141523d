import ConvergenceRendering
import ConvergenceTestSupport
import ConvergenceTree
import Testing

/// Escaping: special characters, line breaks and the characters HTML forbids, in text and attributes alike.
extension HTMLRendererTests {
    @Test func everySpecialCharacterIsEscapedInText() {
        #expect(
            render(text(#"<a href="x">Tom & Jerry's</a> &amp;"#)) == #"""
                <span class="text">&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; &amp;amp;</span>

                """#)
    }

    @Test func everySpecialCharacterIsEscapedInAttributes() {
        let node = Node.accessibility(
            AccessibilityNode(identifier: #"id"><script>"#, label: "it's & <b>", content: .spacer(SpacerNode())))
        #expect(
            render(node) == #"""
                <div class="spacer" data-accessibility-identifier="id&quot;&gt;&lt;script&gt;" role="group" aria-label="it&#39;s &amp; &lt;b&gt;"></div>

                """#)
        let field = Node.textField(TextFieldNode(title: "<T>", prompt: "\"quoted\"", text: "a&b", edit: .none))
        #expect(
            render(field) == #"""
                <label class="text-field">
                  <span>&lt;T&gt;</span>
                  <input type="text" value="a&amp;b" placeholder="&quot;quoted&quot;">
                </label>

                """#)
    }

    @Test func everyLineBreakBecomesABreakElementInText() {
        #expect(
            render(text("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g\n")) == #"""
                <span class="text">a<br>b<br>c<br>d<br>e<br>f<br>g<br></span>

                """#)
    }

    @Test func tabsStayTabs() {
        #expect(render(text("a\tb")) == "<span class=\"text\">a\tb</span>\n")
    }

    @Test func lineBreaksInAttributesAreReferencesOrControlPicturesWhereHTMLForbidsThem() {
        let node = Node.accessibility(
            AccessibilityNode(
                label: "two\r\nlines",
                content: .textField(TextFieldNode(title: "T", prompt: "p\rq", text: "x\ny", edit: .none))
            ))
        #expect(
            render(node) == #"""
                <label class="text-field">
                  <span>T</span>
                  <input type="text" value="x␊y" placeholder="p␊q" aria-label="two&#10;lines">
                </label>

                """#)
    }

    @Test func controlCharactersBecomeControlPictures() {
        #expect(
            render(text("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F}")) == #"<span class="text">␀␁␈␋␌␛␟␡</span>"# + "\n"
        )
    }

    @Test func c1ControlsAndNoncharactersBecomeReplacementCharacters() {
        let forbidden = HTMLTestMapping.string(0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF)
        #expect(render(text(forbidden)) == #"<span class="text">��������</span>"# + "\n")
        let near = "\u{A0}\u{FDCF}\u{FDF0}\u{FFFD}\u{1FFFD}"
        #expect(render(text(near)) == "<span class=\"text\">\(near)</span>\n")
    }

    @Test func forbiddenCharactersNeverReachAttributesEither() {
        let node = Node.image(ImageNode(systemName: "\u{0}\u{85}\u{9F}\u{FFFF}"))
        #expect(
            render(node) == #"""
                <span class="symbol" data-symbol="␀&#10;��" role="img" aria-label="␀&#10;��">⟨␀<br>��⟩</span>

                """#)
    }

    /// Was: U+202E and its kin stayed raw in `.html` snapshots, so a pull request's diff of one could be shown
    /// reordered ("Trojan Source"), where the `.txt` beside it shows `�`. As references, a browser still applies them.
    @Test func bidirectionalControlsBecomeCharacterReferencesInTextAndAttributes() {
        let controls = HTMLTestMapping.string(0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069)
        #expect(
            render(text("a\(controls)b"))
                == #"<span class="text">a&#x202A;&#x202B;&#x202C;&#x202D;&#x202E;&#x2066;&#x2067;&#x2068;&#x2069;b</span>"#
                + "\n")
        let node = Node.image(ImageNode(systemName: "x\u{202E}y"))
        #expect(render(node).contains(#"aria-label="x&#x202E;y""#), "\(render(node))")
        #expect(!render(node).contains("\u{202E}"))
        // Marks that carry no override (U+200E, U+200F, U+061C) stay as they are.
        #expect(render(text("\u{200E}\u{200F}\u{61C}")) == "<span class=\"text\">\u{200E}\u{200F}\u{61C}</span>\n")
    }

    @Test func emojiAndRightToLeftTextPassThroughUnchanged() {
        let content = "👩‍👩‍👧 שלום مرحبا \u{200F}é"
        #expect(render(text(content)) == "<span class=\"text\">\(content)</span>\n")
    }

    @Test func optionTextHasNoElementsAndIsNeverBlank() {
        let options = ["a\nb", "", " "].map { PickerOption(label: .empty, title: $0) }
        #expect(
            render(.picker(PickerNode(label: .empty, options: options, selectedIndex: nil, select: .none))) == """
                <label class="picker">
                  <select>
                    <option>a&#10;b</option>
                    <option>\u{A0}</option>
                    <option> \u{A0}</option>
                  </select>
                </label>

                """)
    }

    @Test func documentEscapesTitleAndFallsBackForBlankTitleAndOddLanguage() {
        let html = HTMLRenderer.document(text("x"), title: "A & <B>", language: "he-IL")
        #expect(html.contains("<html lang=\"he-IL\">\n"))
        #expect(html.contains("    <title>A &amp; &lt;B&gt;</title>\n"))
        let blank = HTMLRenderer.document(.empty, title: " \n", language: "not a tag")
        #expect(blank.contains("<html lang=\"\">\n"))
        #expect(blank.contains("    <title>Snapshot</title>\n"))
        #expect(HTMLTestChecker.problems(in: blank) == [])
    }
}
