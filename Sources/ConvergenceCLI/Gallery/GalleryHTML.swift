import Convergence
import ConvergenceRendering
import Foundation

/// The pieces every gallery page is made of: the document shell, escaping, and how one snapshot file is shown.
///
/// Pages are self-contained: the styles are inline and a Content-Security-Policy forbids scripts and every network
/// load, so a gallery opened from a CI artifact neither phones home nor runs anything a snapshot file might hold.
/// All user text goes through the renderer's own escaping, the one place HTML escaping is defined.
enum GalleryHTML {
    /// A complete page: `body` goes inside `<body>` as it is.
    ///
    /// The page is put in Unicode Normalization Form C, as HTML asks of text (the Nu checker warns otherwise):
    /// scenarios may hold decomposed text on purpose (`e` + combining accent), which looks the same either way. The
    /// snapshot files keep their bytes; only this view of them is normalised.
    static func page(title: String, body: String) -> String {
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>\(escape(title))</title>
            <style>
            \(renderStylesheet)
            \(galleryStylesheet)
            </style>
            </head>
            <body>
            \(body)</body>
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
    static func diff(old: String, new: String, oldName: String, newName: String) -> String {
        let unified = TextDiff(old: old, new: new).unified(oldName: oldName, newName: newName)
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

    /// One render: an HTML snapshot embedded as the fragment it is, an ASCII snapshot as preformatted text.
    static func render(_ text: String, isHTML: Bool) -> String {
        isHTML ? "<div class=\"render-html\">\n\(text)</div>\n" : preformatted(text, class: "ascii")
    }

    /// A snapshot file: its render, or the recorded and the new render side by side with the diff between them.
    static func file(_ file: GalleryModel.File) -> String {
        var out = "<div class=\"file\" data-path=\"\(escape(file.path))\">\n"
        out += "<h4>\(escape(file.path)) <small>\(formatLabel(file.format))</small></h4>\n"
        if let new = file.new {
            out += "<div class=\"side-by-side\">\n<figure class=\"recorded\">\n<figcaption>Recorded</figcaption>\n"
            out += file.recorded.map { render($0, isHTML: file.isHTML) } ?? "<p class=\"none\">Not recorded yet.</p>\n"
            out += "</figure>\n<figure class=\"new\">\n"
            out += "<figcaption>New render, waiting for review (\(escape(file.path)).new)</figcaption>\n"
            out += render(new, isHTML: file.isHTML) + "</figure>\n</div>\n"
            out += "<details class=\"diff\" open>\n<summary>Diff</summary>\n"
            out += diff(
                old: file.recorded ?? "", new: new, oldName: file.recorded == nil ? "/dev/null" : file.path,
                newName: file.path + ".new")
            out += "</details>\n"
        } else if let recorded = file.recorded {
            out += render(recorded, isHTML: file.isHTML)
        } else {
            out += "<p class=\"none\">No snapshot recorded.</p>\n"
        }
        return out + "</div>\n"
    }

    static func formatLabel(_ format: RenderFormat) -> String {
        switch format.kind {
        case .ascii(let width, let style): "ASCII, \(width) columns" + (style == .unicode ? ", Unicode" : "")
        case .html, .htmlDocument: "HTML"
        case .accessibilityOutline: "accessibility outline"
        }
    }

    /// `<span class="status status-changed">changed</span>`.
    static func status(_ status: String) -> String {
        "<span class=\"status status-\(escape(status))\">\(escape(status))</span>"
    }

    /// The styles HTML snapshots are drawn with: taken from the renderer's own documents, so they always match.
    static let renderStylesheet: String = {
        let document = HTMLRenderer.document(.empty, title: "Styles")
        guard let start = document.range(of: "<style>"),
            let end = document.range(of: "</style>", range: start.upperBound..<document.endIndex)
        else { return "" }
        return document[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static let galleryStylesheet = """
        .gallery-header { border-bottom: 1px solid #ccc; margin-bottom: 1em; }
        .counts { color: #444; }
        .scenario { border-top: 2px solid #ccc; margin-top: 2em; padding-top: 0.5em; }
        .frame { margin-left: 1em; }
        .file { margin: 0.5em 0 1.5em; }
        .file h4 small { color: #666; font-weight: normal; }
        .status { font-size: 0.8em; padding: 0.1em 0.6em; border-radius: 0.6em; background: #eee; }
        .status-passed, .status-recorded, .status-updated { background: #dfd; }
        .status-changed, .status-missing { background: #fed; }
        .status-unsettled, .status-nondeterministic, .status-failed { background: #fdd; }
        .side-by-side { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
        .side-by-side figure { margin: 0; min-width: 0; }
        .side-by-side figcaption { font-weight: bold; margin-bottom: 0.25em; }
        .new figcaption { color: #a50; }
        pre.ascii, pre.diff, pre.message { background: #f6f6f6; padding: 0.5em; overflow-x: auto;
            font-family: ui-monospace, monospace; line-height: 1.2; }
        .render-html { border: 1px dashed #aaa; padding: 0.5em; }
        pre.diff .add { background: #dfd; }
        pre.diff .del { background: #fdd; }
        pre.diff .hunk { color: #06c; }
        pre.diff .file-header { font-weight: bold; }
        .none { color: #666; font-style: italic; }
        .scenario-list { columns: 2 20em; }
        """
}
