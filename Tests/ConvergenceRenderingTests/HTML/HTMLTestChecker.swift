/// Checks the renderer's HTML for well-formedness and the content-model rules it promises, without a browser.
///
/// Balanced tags, known element names, quoted attributes, no forbidden characters, the pretty-printing layout, and
/// the HTML content models that nesting can break: phrasing-only parents, no control in a control, one control per
/// label, `<ul>` holding only `<li>`, `<option>` holding only text, no header or footer in either.
enum HTMLTestChecker {
    static let voidElements: Set = ["br", "hr", "input", "meta"]
    static let phrasingElements: Set = [
        "span", "strong", "em", "br", "button", "label", "input", "select", "progress", "a", "svg",
    ]
    static let phrasingOnlyParents: Set = [
        "span", "strong", "em", "button", "label", "h1", "h2", "progress", "title", "a",
    ]
    static let knownElements: Set = voidElements.union(phrasingElements).union([
        "html", "head", "body", "title", "style", "div", "section", "header", "footer", "ul", "li", "h1", "h2",
        "option", "nav", "dialog", "path", "table", "thead", "tbody", "tr", "th", "td",
    ])
    /// Table parts and the one parent each may have.
    static let tableParents: [String: String] = [
        "thead": "table", "tbody": "table", "tr": "thead|tbody", "th": "tr", "td": "tr",
    ]
    static let interactive: Set = ["button", "label", "input", "select", "a"]
    static let labelable: Set = ["button", "input", "select", "progress"]

    /// Every problem found; empty when the HTML keeps all the promises.
    static func problems(in html: String) -> [String] {
        let parser = HTMLTestParser(html)
        return parser.problems + layoutProblems(html) + characterProblems(html) + structureProblems(parser.tokens)
            + labelProblems(parser.tokens)
    }

    /// Lines end with "\n", carry no trailing spaces, and are indented by two spaces per level.
    static func layoutProblems(_ html: String) -> [String] {
        var problems: [String] = []
        if !html.isEmpty && !html.hasSuffix("\n") { problems.append("output does not end with a line feed") }
        for line in html.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasSuffix(" ") || line.hasSuffix("\t") {
                problems.append("trailing space: \(line.debugDescription)")
            }
            if line.isEmpty { problems.append("empty line") }
            let indent = line.prefix { $0 == " " }.count
            if indent % 2 != 0 { problems.append("odd indentation: \(line.debugDescription)") }
        }
        return problems
    }

    /// No scalar HTML forbids, raw or as a reference, and no raw carriage return.
    static func characterProblems(_ html: String) -> [String] {
        html.unicodeScalars.compactMap { scalar in
            let value = scalar.value
            let isForbidden =
                (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
            return isForbidden ? "forbidden scalar U+\(String(value, radix: 16, uppercase: true))" : nil
        }
            + (withoutExpectedReferences(html).contains("&#") ? ["unexpected numeric reference"] : [])
    }

    /// `html` without the numeric references the renderer writes: line feeds, apostrophes and the bidirectional
    /// controls (U+202A–U+202E, U+2066–U+2069).
    private static func withoutExpectedReferences(_ html: String) -> String {
        [
            "&#10;", "&#39;", "&#x202A;", "&#x202B;", "&#x202C;", "&#x202D;", "&#x202E;", "&#x2066;", "&#x2067;",
            "&#x2068;", "&#x2069;",
        ].reduce(html) { $0.replacingAll($1, "") }
    }

    /// Tags balance and every element sits where HTML allows it.
    static func structureProblems(_ tokens: [HTMLTestParser.Token]) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        for token in tokens {
            switch token {
            case .layout:
                continue
            case .doctype:
                if !open.isEmpty { problems.append("doctype inside <\(open.last!)>") }
            case .text(let text):
                if let parent = open.last, ["ul", "select", "table", "thead", "tbody", "tr"].contains(parent),
                    !text.allSatisfy(\.isWhitespace)
                {
                    problems.append("text directly in <\(parent)>")
                }
            case .end(let name):
                if voidElements.contains(name) { problems.append("end tag for void <\(name)>") }
                if open.last == name {
                    open.removeLast()
                } else {
                    problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
                }
            case .start(let name, _):
                problems += placementProblems(name, in: open)
                if !voidElements.contains(name) { open.append(name) }
            }
        }
        if !open.isEmpty { problems.append("unclosed: \(open)") }
        return problems
    }

    private static func placementProblems(_ name: String, in open: [String]) -> [String] {
        var problems: [String] = []
        if !knownElements.contains(name) { problems.append("unknown element <\(name)>") }
        let parent = open.last
        if let parent, phrasingOnlyParents.contains(parent), !phrasingElements.contains(name) {
            problems.append("<\(name)> in phrasing-only <\(parent)>")
        }
        if open.contains("button"), interactive.contains(name) { problems.append("<\(name)> inside <button>") }
        if open.contains("a"), interactive.contains(name) { problems.append("<\(name)> inside <a>") }
        if open.contains("label"), name == "label" { problems.append("<label> inside <label>") }
        if open.contains("progress"), name == "progress" { problems.append("<progress> inside <progress>") }
        if parent == "ul", name != "li" { problems.append("<\(name)> directly in <ul>") }
        if name == "li", parent != "ul" { problems.append("<li> outside <ul>") }
        if parent == "select", name != "option" { problems.append("<\(name)> directly in <select>") }
        if name == "option", parent != "select" { problems.append("<option> outside <select>") }
        if parent == "option" { problems.append("<\(name)> inside <option>") }
        if let allowed = tableParents[name], !allowed.split(separator: "|").contains(where: { $0 == parent ?? "" }) {
            problems.append("<\(name)> in <\(parent ?? "nothing")>")
        }
        if let parent, ["table", "thead", "tbody", "tr"].contains(parent), tableParents[name] == nil {
            problems.append("<\(name)> directly in <\(parent)>")
        }
        if (name == "path") != (parent == "svg") { problems.append("<\(name)> in <\(parent ?? "nothing")>") }
        if ["header", "footer"].contains(name), open.contains(where: { ["header", "footer"].contains($0) }) {
            problems.append("<\(name)> inside a header or footer")
        }
        return problems
    }

    /// Labels hold at most one labelable control; checked over whole subtrees, which the token walk cannot see.
    static func labelProblems(_ tokens: [HTMLTestParser.Token]) -> [String] {
        var problems: [String] = []
        var counts: [Int] = []
        for token in tokens {
            switch token {
            case .start(let name, _):
                if labelable.contains(name), !counts.isEmpty { counts[counts.count - 1] += 1 }
                if name == "label" { counts.append(0) }
            case .end(name: "label"):
                if let count = counts.popLast(), count > 1 { problems.append("<label> with \(count) controls") }
            default: break
            }
        }
        return problems
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
