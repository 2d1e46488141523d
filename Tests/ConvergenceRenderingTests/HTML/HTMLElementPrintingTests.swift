import Testing

@testable import ConvergenceRendering

/// What the printer does for markup that is not a snapshot's (the gallery page's): layouts chosen by the builder,
/// preformatted and verbatim content, foreign markup, trusted attribute values and whole documents.
@Suite struct HTMLElementPrintingTests {
    @Test func anElementMarkedInlineStaysOnItsParentsLine() {
        let status = HTMLContent.element(HTMLElement("span", [.attr("class", "status")], [.text("new", .attribute)]))
        let marked = HTMLContent.element(
            HTMLElement("span", [.attr("class", "status")], [.text("new", .attribute)], layout: .inline))
        let link = HTMLContent.element(HTMLElement("a", [.attr("href", "#x")], [.text("x", .attribute)]))
        #expect(
            HTMLElement("li", [], [link, .text(" ", .attribute), status]).printed()
                == "<li>\n  <a href=\"#x\">x</a>\n   \n  <span class=\"status\">new</span>\n</li>\n")
        #expect(
            HTMLElement("li", [], [link, .text(" ", .attribute), marked]).printed()
                == ##"<li><a href="#x">x</a> <span class="status">new</span></li>"## + "\n")
    }

    @Test func preformattedTextKeepsEveryLineAndALeadingBlankLine() {
        let text = "\n  indented <b> & \"q\"\r\nnext\u{2028}line\n\n"
        let pre = HTMLElement("pre", [.attr("class", "ascii")], [.text(text, .preformatted)])
        let figure = HTMLElement(
            "figure", [], [.element(HTMLElement("figcaption", [], [.text("R", .attribute)])), .element(pre)])
        #expect(
            figure.printed() == """
                <figure>
                  <figcaption>R</figcaption>
                  <pre class="ascii">

                  indented &lt;b&gt; &amp; &quot;q&quot;&#10;next&#10;line

                </pre>
                </figure>

                """)
        // Inline too (the line feed after the start tag is HTML's to drop), and with marked lines inside.
        let marked = HTMLElement(
            "pre", [],
            [
                .element(HTMLElement("span", [.attr("class", "add")], [.text("+a", .preformatted)])),
                .text("\n", .preformatted), .text(" b", .preformatted),
            ])
        #expect(marked.printed() == "<pre>\n<span class=\"add\">+a</span>\n b</pre>\n")
        var out = HTMLOutput()
        HTMLContent.element(marked).printInline(into: &out)
        #expect(out.text == "<pre>\n<span class=\"add\">+a</span>\n b</pre>")
    }

    @Test func preformattedEscapingKeepsLineFeedsAndEscapesTheRest() {
        #expect(HTMLRenderer.escape("a\nb", in: .preformatted) == "a\nb")
        #expect(HTMLRenderer.escape("a\r\nb\rc\u{85}d", in: .preformatted) == "a&#10;b&#10;c&#10;d")
        #expect(HTMLRenderer.escape("<'&\">\u{0}", in: .preformatted) == "&lt;&#39;&amp;&quot;&gt;\u{2400}")
        // In an attribute, a preformatted value's line feeds are references like any other value's.
        let element = HTMLElement("p", [.attr("title", "a\nb", .preformatted)])
        #expect(element.printed() == "<p title=\"a&#10;b\"></p>\n")
    }

    @Test func verbatimContentAndForeignMarkupPrintAsTheyAre() {
        let script: StaticString = "\n(function () {\n  if (a < b && c) { go(); }\n})();\n"
        let body = HTMLElement(
            "body", [],
            [
                .element(HTMLElement("div", [], [.markup("<p class=x>raw</p>\n<p>no final line feed</p>")])),
                .element(HTMLElement("script", [], [.constant(script)], layout: .verbatim)),
            ])
        #expect(
            body.printed() == """
                <body>
                  <div>
                <p class=x>raw</p>
                <p>no final line feed</p>
                  </div>
                  <script>
                (function () {
                  if (a < b && c) { go(); }
                })();
                </script>
                </body>

                """)
    }

    @Test func aTrustedValueKeepsItsQuotesOnlyWhenItCannotEndThem() {
        let policy = "default-src 'none'; script-src 'sha256-AbC+/9='"
        let meta = HTMLElement("meta", [.attr("http-equiv", "Content-Security-Policy"), .trusted("content", policy)])
        #expect(meta.printed() == #"<meta http-equiv="Content-Security-Policy" content="\#(policy)">"# + "\n")
        for unsafe in ["a\"b", "a&b", "a<b", "a>b", "a\nb", "é 'x'"] {
            let element = HTMLElement("meta", [.trusted("content", unsafe)])
            #expect(
                element.printed() == "<meta content=\"\(HTMLRenderer.escape(unsafe, in: .attribute))\">\n",
                "\(unsafe.debugDescription)")
        }
        #expect(HTMLElement("p", [.attr("title", "'x'")]).printed() == "<p title=\"&#39;x&#39;\"></p>\n")
    }

    @Test func aDocumentStartsWithItsDoctype() {
        let html = HTMLElement(
            "html", [.attr("lang", "en")],
            [.element(HTMLElement("head", [], [.element(HTMLElement("title", [], [.text("T & U", .attribute)]))]))])
        #expect(
            html.printedDocument() == """
                <!DOCTYPE html>
                <html lang="en">
                  <head>
                    <title>T &amp; U</title>
                  </head>
                </html>

                """)
    }
}
