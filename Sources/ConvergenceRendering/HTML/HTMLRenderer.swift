import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Renders a render tree as HTML text: a pure function of the node, so equal trees give byte-equal snapshots.
///
/// The output is valid HTML for any tree: elements adapt to where they land (a `<div>` becomes a `<span>` in
/// phrasing content, a button inside a button becomes `<span class="button">`), every attribute is quoted in a fixed
/// order, and all user text goes through ``escape(_:in:)``, whose doc comment gives the character mapping.
package enum HTMLRenderer {
    /// A fragment: the render of one node, pretty-printed, ending with "\n" (empty for `.empty`).
    package static func fragment(_ node: Node) -> String {
        StackGuard.withRoom(tooDeep: ASCIIRenderer.tooDeep) { fragmentHere(node) }
    }

    private static func fragmentHere(_ node: Node) -> String {
        var out = HTMLOutput()
        for element in HTMLBuilder.elements(for: node, in: HTMLContext()) {
            element.print(into: &out, depth: 0)
        }
        return out.text
    }

    /// A complete, self-contained document around the fragment, for opening in a browser or an HTML checker.
    ///
    /// A blank title becomes "Snapshot" because `<title>` may not be empty; a `language` that is not shaped like a
    /// BCP 47 tag becomes `""` (unknown), since an invalid `lang` is a checker error.
    package static func document(_ node: Node, title: String, language: String = "en") -> String {
        StackGuard.withRoom(tooDeep: ASCIIRenderer.tooDeep) { documentHere(node, title: title, language: language) }
    }

    private static func documentHere(_ node: Node, title: String, language: String) -> String {
        let head = HTMLElement(
            "head", [],
            [
                .element(HTMLElement("meta", [.attr("charset", "utf-8")])),
                .element(HTMLElement("title", [], [.text(isBlank(title) ? "Snapshot" : title, .attribute)])),
                .element(HTMLElement("style", [], [.constant(HTMLStylesheet.css)])),
            ])
        let body = HTMLElement("body", [], HTMLBuilder.children([node], in: HTMLContext()))
        let html = HTMLElement(
            "html", [.attr("lang", isLanguageTag(language) ? language : "")], [.element(head), .element(body)])
        return html.printedDocument()
    }

    /// Whether a string has the shape of a language tag: subtags of 1–8 ASCII letters or digits, the first letters.
    static func isLanguageTag(_ language: String) -> Bool {
        let subtags = language.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...8).contains(first.count),
            first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count)
                && subtag.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                }
        }
    }
}
