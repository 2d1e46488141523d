import Convergence
import ConvergenceRendering
import Foundation

/// The pieces the gallery page is made of: the document shell and how one snapshot file is shown, as elements that
/// the renderer's printer prints (and escapes: nothing here writes a tag or escapes a text itself).
///
/// The page is inert for anything a snapshot file holds, because a reviewer opens galleries built from strangers'
/// branches: every text is escaped; HTML snapshots are shown only inside `<iframe sandbox>` (no scripts, no
/// same-origin, no forms or popups) from `srcdoc`, each with its own Content-Security-Policy; and the page's policy
/// allows no network load, no plugin, and exactly one script: the gallery's own, by its SHA-256 hash.
enum GalleryPageHTML {
    /// The policy of the gallery page: nothing but inline styles and the one script whose hash is given.
    static func pagePolicy(scriptHash: String) -> String {
        "default-src 'none'; style-src 'unsafe-inline'; script-src \(scriptHash); base-uri 'none'; form-action 'none'"
    }

    /// The policy inside each HTML snapshot's frame: styles only (the frame's sandbox already forbids scripts).
    static let framePolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// A complete page: `body` inside `<body>`, then `script`, allowed by its hash.
    ///
    /// The page is put in Unicode Normalization Form C, as HTML asks of text (the Nu checker warns otherwise):
    /// scenarios may hold decomposed text on purpose (`e` + combining accent), which looks the same either way. The
    /// snapshot files keep their bytes; only this view of them is normalised.
    static func page(title: String, body: [HTMLContent], script: StaticString) -> String {
        let policy = pagePolicy(scriptHash: SHA256.cspSource(for: script.description))
        let head = HTMLElement(
            "head", [],
            [
                .tag("meta", [.attr("charset", "utf-8")]),
                .tag("meta", [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")]),
                .tag("meta", [.attr("http-equiv", "Content-Security-Policy"), .trusted("content", policy)]),
                .tag("meta", [.attr("name", "referrer"), .attr("content", "no-referrer")]),
                .tag("title", [], [.plain(title)]),
                .tag("style", [], [.constant(GalleryPageStyle.stylesheet)]),
            ])
        let script = HTMLElement("script", [], [.constant(script)], layout: .verbatim)
        let html = HTMLElement(
            "html", [.attr("lang", "en")], [.element(head), .tag("body", [], body + [.element(script)])])
        return html.printedDocument().precomposedStringWithCanonicalMapping
    }

    /// Text shown as written, line for line (a leading blank line too: the printer keeps it).
    static func preformatted(_ text: String, class className: String) -> HTMLElement {
        HTMLElement("pre", [.attr("class", className)], [.text(text, .preformatted)])
    }

    /// A unified diff with added, removed and hunk-header lines marked for colour.
    static func diff(_ diff: TextDiff, oldName: String, newName: String) -> HTMLElement {
        let unified = diff.unified(oldName: oldName, newName: newName)
        guard !unified.isEmpty else { return note("No differences.") }
        var lines: [HTMLContent] = []
        for line in unified.split(separator: "\n", omittingEmptySubsequences: true) {
            if !lines.isEmpty { lines.append(.text("\n", .preformatted)) }
            let text = HTMLContent.text(String(line), .preformatted)
            let marked: String? =
                if line.hasPrefix("+++") || line.hasPrefix("---") {
                    "file-header"
                } else if line.hasPrefix("@@") {
                    "hunk"
                } else if line.hasPrefix("+") {
                    "add"
                } else if line.hasPrefix("-") {
                    "del"
                } else {
                    nil
                }
            lines.append(marked.map { .tag("span", [.attr("class", $0)], [text]) } ?? text)
        }
        return HTMLElement("pre", [.attr("class", "diff")], lines)
    }

    /// One render: an HTML snapshot in a sandboxed frame, text as preformatted text.
    static func render(_ text: String, kind: GalleryPage.Kind, title: String) -> HTMLElement {
        guard let textClass = kind.format.gallery.textClass else { return frame(text, title: title) }
        return preformatted(text, class: textClass)
    }

    /// An HTML snapshot as a sandboxed frame. Its document (the snapshot inside the renderer's own stylesheet and a
    /// policy of its own) travels escaped in `data-srcdoc`, which the page's script moves to `srcdoc` when the
    /// scenario is opened, so a catalog of thousands does not load thousands of documents at once. The `sandbox`
    /// attribute, empty, grants nothing: no scripts, no same-origin access, no forms, no popups, no navigation.
    static func frame(_ html: String, title: String) -> HTMLElement {
        let head = HTMLElement(
            "head", [],
            [
                .tag("meta", [.attr("charset", "utf-8")]),
                .tag("meta", [.attr("http-equiv", "Content-Security-Policy"), .trusted("content", framePolicy)]),
                .tag("title", [], [.plain(title)]),
                .tag("style", [], [.constant(HTMLStylesheet.css)]),
            ])
        let document = HTMLElement(
            "html", [.attr("lang", "en")], [.element(head), .tag("body", [], [.markup(html)])]
        ).printedDocument()
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).count
        let height = min(40, max(6, lines / 2 + 3))
        return HTMLElement(
            "iframe",
            [
                .attr("class", "render-frame"), .attr("sandbox", ""), .attr("title", title),
                .attr("style", "height: \(height)em"), .attr("data-srcdoc", document),
            ])
    }

    /// A snapshot file: its render, or for a pending change the recorded and the new render side by side (with a
    /// switch to one or the other) and the diff between them.
    static func file(_ file: GalleryPage.File) -> HTMLElement {
        let shown: HTMLElement =
            if let new = file.new {
                comparison(file, new: new)
            } else if let recorded = file.recorded {
                render(recorded, kind: file.kind, title: file.path)
            } else {
                note("No snapshot recorded.")
            }
        return HTMLElement(
            "div", [.attr("class", "file"), .attr("data-path", file.path)],
            [
                .tag("h4", [], [.plain(file.path + " "), .inlineTag("small", [], [.plain(kindLabel(file.kind))])]),
                .element(shown),
            ])
    }

    /// A pending change: buttons that show both renders or one, the recorded and the new render, and the diff.
    static func comparison(_ file: GalleryPage.File, new: String) -> HTMLElement {
        let views = [(view: "both", label: "Side by side"), ("old", "Recorded"), ("new", "New")].map { button in
            HTMLContent.inlineTag(
                "button",
                [
                    .attr("type", "button"), .attr("data-view", button.view),
                    .attr("aria-pressed", button.view == "both" ? "true" : "false"),
                ], [.plain(button.label)])
        }
        let recorded = file.recorded.map { render($0, kind: file.kind, title: "Recorded: " + file.path) }
        let sideBySide: [HTMLContent] = [
            .tag(
                "figure", [.attr("class", "old")],
                [.tag("figcaption", [], [.plain("Recorded")]), .element(recorded ?? note("Not recorded yet."))]),
            .tag(
                "figure", [.attr("class", "new")],
                [
                    .tag("figcaption", [], [.plain("New render, waiting for review (\(file.path).new)")]),
                    .element(render(new, kind: file.kind, title: "New: " + file.path)),
                ]),
        ]
        return HTMLElement(
            "div", [.attr("class", "compare"), .attr("data-view", "both")],
            [
                .tag("div", [.attr("class", "views"), .attr("role", "group"), .attr("aria-label", "Show")], views),
                .tag("div", [.attr("class", "side-by-side")], sideBySide),
                .tag(
                    "details", [.attr("class", "diff"), .flag("open")],
                    [.tag("summary", [], [.plain("Diff")]), .element(pendingDiff(file, new: new))]),
            ])
    }

    /// A pending render's diff from the recorded file (or from nothing).
    static func pendingDiff(_ file: GalleryPage.File, new: String) -> HTMLElement {
        diff(
            file.diff ?? TextDiff(old: file.recorded ?? "", new: new),
            oldName: file.recorded == nil ? "/dev/null" : file.path, newName: file.path + ".new")
    }

    static func kindLabel(_ kind: GalleryPage.Kind) -> String {
        guard let width = kind.width else { return kind.format.gallery.label }
        return "\(kind.format.gallery.label), \(width) columns" + (kind.unicode ? ", Unicode" : "")
    }

    /// `<span class="status status-changed">changed</span>`.
    static func status(_ status: GalleryPage.Status) -> HTMLContent {
        .inlineTag("span", [.attr("class", "status status-\(status.rawValue)")], [.plain(status.rawValue)])
    }

    /// `<p class="none">No snapshot recorded.</p>`: a note where a render would be.
    static func note(_ text: String) -> HTMLElement {
        HTMLElement("p", [.attr("class", "none")], [.plain(text)])
    }
}
