import Convergence
import ConvergenceRendering
import Foundation

/// The pieces the gallery page is made of: the document shell, escaping, and how one snapshot file is shown.
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

    /// A complete page: `body` goes inside `<body>` as it is, `script` at its end, allowed by its hash.
    ///
    /// The page is put in Unicode Normalization Form C, as HTML asks of text (the Nu checker warns otherwise):
    /// scenarios may hold decomposed text on purpose (`e` + combining accent), which looks the same either way. The
    /// snapshot files keep their bytes; only this view of them is normalised.
    static func page(title: String, body: String, script: String) -> String {
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(pagePolicy(scriptHash: SHA256.cspSource(for: script)))">
            <meta name="referrer" content="no-referrer">
            <title>\(escape(title))</title>
            <style>
            \(GalleryPageStyle.stylesheet)
            </style>
            </head>
            <body>
            \(body)<script>\(script)</script>
            </body>
            </html>

            """
        return page.precomposedStringWithCanonicalMapping
    }

    /// User text for element content or a quoted attribute value.
    static func escape(_ text: String) -> String {
        HTMLRenderer.escape(text, in: .attribute)
    }

    /// Text shown as written, line for line. The newline after `<pre>` keeps a leading blank line, which HTML would
    /// otherwise drop.
    static func preformatted(_ text: String, class className: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
        return "<pre class=\"\(className)\">\n" + lines.joined(separator: "\n") + "</pre>\n"
    }

    /// A unified diff with added, removed and hunk-header lines marked for colour.
    static func diff(_ diff: TextDiff, oldName: String, newName: String) -> String {
        let unified = diff.unified(oldName: oldName, newName: newName)
        guard !unified.isEmpty else { return "<p class=\"none\">No differences.</p>\n" }
        let lines = unified.split(separator: "\n", omittingEmptySubsequences: true).map { line -> String in
            let text = escape(String(line))
            if line.hasPrefix("+++") || line.hasPrefix("---") { return "<span class=\"file-header\">\(text)</span>" }
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            if line.hasPrefix("+") { return "<span class=\"add\">\(text)</span>" }
            if line.hasPrefix("-") { return "<span class=\"del\">\(text)</span>" }
            return text
        }
        return "<pre class=\"diff\">\n" + lines.joined(separator: "\n") + "</pre>\n"
    }

    /// One render: an HTML snapshot in a sandboxed frame, text as preformatted text.
    static func render(_ text: String, kind: GalleryPage.Kind, title: String) -> String {
        guard let textClass = kind.format.gallery.textClass else { return frame(text, title: title) }
        return preformatted(text, class: textClass)
    }

    /// An HTML snapshot as a sandboxed frame. Its document (the snapshot inside the renderer's own stylesheet and a
    /// policy of its own) travels escaped in `data-srcdoc`, which the page's script moves to `srcdoc` when the
    /// scenario is opened, so a catalog of thousands does not load thousands of documents at once. The `sandbox`
    /// attribute, empty, grants nothing: no scripts, no same-origin access, no forms, no popups, no navigation.
    static func frame(_ html: String, title: String) -> String {
        let document = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">\
            <meta http-equiv="Content-Security-Policy" content="\(framePolicy)">\
            <title>\(escape(title))</title><style>\(renderStylesheet)</style></head><body>
            \(html)</body></html>
            """
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).count
        let height = min(40, max(6, lines / 2 + 3))
        return "<iframe class=\"render-frame\" sandbox=\"\" title=\"\(escape(title))\" style=\"height: \(height)em\""
            + " data-srcdoc=\"\(escape(document))\"></iframe>\n"
    }

    /// A snapshot file: its render, or for a pending change the recorded and the new render side by side (with a
    /// switch to one or the other) and the diff between them.
    static func file(_ file: GalleryPage.File) -> String {
        var out = "<div class=\"file\" data-path=\"\(escape(file.path))\">\n"
        out += "<h4>\(escape(file.path)) <small>\(kindLabel(file.kind))</small></h4>\n"
        if let new = file.new {
            out += "<div class=\"compare\" data-view=\"both\">\n"
            out += "<div class=\"views\" role=\"group\" aria-label=\"Show\">"
            out += "<button type=\"button\" data-view=\"both\" aria-pressed=\"true\">Side by side</button>"
            out += "<button type=\"button\" data-view=\"old\" aria-pressed=\"false\">Recorded</button>"
            out += "<button type=\"button\" data-view=\"new\" aria-pressed=\"false\">New</button></div>\n"
            out += "<div class=\"side-by-side\">\n<figure class=\"old\">\n<figcaption>Recorded</figcaption>\n"
            out +=
                file.recorded.map { render($0, kind: file.kind, title: "Recorded: " + file.path) }
                ?? "<p class=\"none\">Not recorded yet.</p>\n"
            out += "</figure>\n<figure class=\"new\">\n"
            out += "<figcaption>New render, waiting for review (\(escape(file.path)).new)</figcaption>\n"
            out += render(new, kind: file.kind, title: "New: " + file.path) + "</figure>\n</div>\n"
            out += "<details class=\"diff\" open>\n<summary>Diff</summary>\n" + pendingDiff(file, new: new)
            out += "</details>\n</div>\n"
        } else if let recorded = file.recorded {
            out += render(recorded, kind: file.kind, title: file.path)
        } else {
            out += "<p class=\"none\">No snapshot recorded.</p>\n"
        }
        return out + "</div>\n"
    }

    /// A pending render's diff from the recorded file (or from nothing).
    static func pendingDiff(_ file: GalleryPage.File, new: String) -> String {
        diff(
            file.diff ?? TextDiff(old: file.recorded ?? "", new: new),
            oldName: file.recorded == nil ? "/dev/null" : file.path, newName: file.path + ".new")
    }

    static func kindLabel(_ kind: GalleryPage.Kind) -> String {
        guard let width = kind.width else { return kind.format.gallery.label }
        return "\(kind.format.gallery.label), \(width) columns" + (kind.unicode ? ", Unicode" : "")
    }

    /// `<span class="status status-changed">changed</span>`.
    static func status(_ status: GalleryPage.Status) -> String {
        "<span class=\"status status-\(status.rawValue)\">\(status.rawValue)</span>"
    }

    /// The styles HTML snapshots are drawn with: taken from the renderer's own documents, so they always match.
    static let renderStylesheet: String = {
        let document = HTMLRenderer.document(.empty, title: "Styles")
        guard let start = document.range(of: "<style>"),
            let end = document.range(of: "</style>", range: start.upperBound..<document.endIndex)
        else { return "" }
        return document[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
