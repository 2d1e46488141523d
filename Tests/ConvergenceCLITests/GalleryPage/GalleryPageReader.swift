/// A gallery page read back by the test's own reader, which trusts nothing of the code that printed it.
///
/// It knows only what the renderer's printer writes, and reports anything else as a problem: the doctype; elements the
/// gallery uses, each closed in order (`meta` and `input` have no end tag); double-quoted attributes and boolean ones;
/// the references the escaper writes and no character it escapes left raw; raw text only in `<script>` and `<style>`;
/// line feeds in text only inside `<pre>`, which drops the one after its start tag; and between elements a line feed
/// and two spaces of indentation per enclosing element, which is how the printer lays out what it prints.
struct GalleryPageReader {
    struct Element {
        let name: String
        let attributes: [(name: String, value: String?)]
        /// How many elements enclose it: 0 for `<html>`.
        let depth: Int
        /// Its text and its descendants', decoded; raw for `<script>` and `<style>`.
        var text = ""

        /// The decoded value of an attribute, `""` for a boolean one, nil when it is absent.
        func value(_ name: String) -> String? {
            attributes.first { $0.name == name }.map { $0.value ?? "" }
        }
    }

    static let knownElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "script", "div", "nav", "main", "section", "h1", "h2", "h3",
        "h4", "h5", "p", "ul", "li", "a", "span", "small", "code", "pre", "input", "label", "button", "figure",
        "figcaption", "details", "summary", "iframe",
    ]
    static let voidElements: Set<String> = ["meta", "input"]
    static let references = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&#10;": "\n"]

    private(set) var elements: [Element] = []
    private(set) var problems: [String] = []

    init(_ page: String) {
        let doctype = "<!DOCTYPE html>\n"
        guard page.hasPrefix(doctype), page.hasSuffix("</html>\n") else {
            problems.append("not a document from <!DOCTYPE html> to </html>")
            return
        }
        let scalars = Array(page.unicodeScalars)
        var index = doctype.unicodeScalars.count
        var open: [Int] = []
        while index < scalars.count, problems.isEmpty {
            let inPre = open.contains { elements[$0].name == "pre" }
            guard scalars[index] == "<" else {
                let end = scalars[index...].firstIndex(of: "<") ?? scalars.count
                let raw = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
                if !inPre, raw.contains("\n") {
                    checkLayout(raw, before: scalars[index...].prefix(2), open: open.count)
                } else if let parent = open.last {
                    elements[parent].text += decode(raw, in: "text")
                } else {
                    problems.append("text outside <html>: \(raw.debugDescription)")
                }
                continue
            }
            guard let close = scalars[index...].firstIndex(of: ">") else {
                problems.append("a tag that does not end")
                break
            }
            let tag = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            index = close + 1
            if tag.hasPrefix("/") {
                guard let last = open.last, "/" + elements[last].name == tag else {
                    problems.append("<\(tag)> closes \(open.last.map { "<\(elements[$0].name)>" } ?? "nothing")")
                    break
                }
                open.removeLast()
                if let parent = open.last { elements[parent].text += elements[last].text }
                continue
            }
            guard let element = startTag(tag, depth: open.count) else { break }
            elements.append(element)
            if Self.voidElements.contains(element.name) { continue }
            open.append(elements.count - 1)
            if element.name == "script" || element.name == "style" {
                let endTag = Array("</\(element.name)>".unicodeScalars)
                guard
                    let end = stride(from: index, through: scalars.count - endTag.count, by: 1).first(where: {
                        scalars[$0...].starts(with: endTag)
                    })
                else {
                    problems.append("unclosed <\(element.name)>")
                    break
                }
                elements[elements.count - 1].text = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
            } else if element.name == "pre" {
                guard index < scalars.count, scalars[index] == "\n" else {
                    problems.append("<pre> without the line feed HTML drops")
                    break
                }
                index += 1
            }
        }
        if problems.isEmpty, !open.isEmpty { problems.append("unclosed <\(elements[open.last!].name)>") }
    }

    /// The elements with this name and, when given, this class.
    func elements(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || $0.value("class") == className) }
    }

    /// A line feed and indentation between elements: as deep as the element whose tag comes next.
    private mutating func checkLayout(_ raw: String, before next: ArraySlice<Unicode.Scalar>, open: Int) {
        let isEnd = next.count == 2 && next.last == "/"
        let depth = next.isEmpty ? 0 : isEnd ? open - 1 : open
        let expected = "\n" + String(repeating: "  ", count: max(0, depth))
        if raw != expected {
            problems.append("layout \(raw.debugDescription) where the printer writes \(expected.debugDescription)")
        }
    }

    private mutating func startTag(_ tag: String, depth: Int) -> Element? {
        var rest = Array(tag.unicodeScalars)[...]
        func word(_ isPart: (Unicode.Scalar) -> Bool) -> String {
            let part = rest.prefix(while: isPart)
            rest = rest.dropFirst(part.count)
            return String(String.UnicodeScalarView(part))
        }
        let name = word { $0.properties.isLowercase || ("0"..."9").contains($0) }
        guard Self.knownElements.contains(name) else {
            problems.append("an element the gallery does not write: <\(tag)>")
            return nil
        }
        var attributes: [(name: String, value: String?)] = []
        while let space = rest.first {
            rest = rest.dropFirst()
            let attribute = word { $0.properties.isLowercase || $0 == "-" }
            guard space == " ", !attribute.isEmpty else {
                problems.append("a malformed attribute in <\(tag)>")
                return nil
            }
            guard rest.starts(with: "=\"".unicodeScalars) else {
                attributes.append((attribute, nil))
                continue
            }
            rest = rest.dropFirst(2)
            let value = word { $0 != "\"" }
            guard rest.first == "\"" else {
                problems.append("an unquoted value in <\(tag)>")
                return nil
            }
            rest = rest.dropFirst()
            attributes.append((attribute, decode(value, in: "an attribute value")))
        }
        return Element(name: name, attributes: attributes, depth: depth)
    }

    /// Text or an attribute value with its references resolved; a character the escaper would have escaped (in an
    /// attribute, `'` may stay: a value the page composed itself, its policy, keeps its quotes), or a reference it does
    /// not write, is a problem.
    private mutating func decode(_ raw: String, in place: String) -> String {
        let escaped: Set<Unicode.Scalar> = place == "text" ? ["<", ">", "\"", "'"] : ["<", ">", "\""]
        if raw.unicodeScalars.contains(where: escaped.contains) {
            problems.append("a raw markup character in \(place): \(raw.debugDescription)")
        }
        var out = String.UnicodeScalarView()
        var rest = Array(raw.unicodeScalars)[...]
        while let first = rest.first {
            guard first == "&" else {
                out.append(first)
                rest = rest.dropFirst()
                continue
            }
            guard
                let (reference, character) = Self.references.first(where: { rest.starts(with: $0.key.unicodeScalars) })
            else {
                problems.append("an unknown reference in \(place): \(raw.debugDescription)")
                break
            }
            out.append(contentsOf: character.unicodeScalars)
            rest = rest.dropFirst(reference.unicodeScalars.count)
        }
        return String(out)
    }
}
