import ConvergenceSupport
import ConvergenceTree

extension HTMLElement {
    /// Appends this element pretty-printed: one element per line, so a change to one view changes only its lines.
    ///
    /// An element whose children are all inline (text, `<strong>`, `<em>`), or whose only child is a `<span>` of such,
    /// prints on one line; any other element prints its tags on their own lines and its children one level deeper.
    /// Indentation stops growing at ``Indentation/deepest`` levels.
    func print(into out: inout String, depth: Int) {
        guard !StackGuard.isShort() else { return }
        let indent = Indentation.of(depth)
        out += indent
        appendStartTag(to: &out)
        if isVoid {
            out += "\n"
            return
        }
        if printsOnOneLine {
            for child in children { child.printInline(into: &out) }
            appendEndTag(to: &out)
            out += "\n"
            return
        }
        out += "\n"
        for child in children {
            switch child {
            case .element(let element):
                element.print(into: &out, depth: depth + 1)
            case .constant(let markup):
                for line in markup.description.split(separator: "\n") {
                    out += Indentation.of(depth + 1) + line + "\n"
                }
            case .text:
                // Builders never mix text with block children; a lone run still gets its own line.
                out += Indentation.of(depth + 1)
                child.printInline(into: &out)
                out += "\n"
            }
        }
        out += indent
        appendEndTag(to: &out)
        out += "\n"
    }

    /// Whether this element fits one line: it holds only inline content, or only one `<span>` that holds only that.
    var printsOnOneLine: Bool {
        if children.allSatisfy(\.isInline) { return true }
        guard children.count == 1, case .element(let only) = children[0] else { return false }
        return only.name == "span" && only.children.allSatisfy(\.isInline)
    }

    /// Appends the start tag with attributes in insertion order, each value quoted and escaped.
    func appendStartTag(to out: inout String) {
        out += "<"
        out += name
        for attribute in attributes {
            out += " "
            out += attribute.name
            if let value = attribute.value {
                // `<br>` cannot stand in an attribute, so text context falls back to attribute context.
                let context = attribute.context == .text ? .attribute : attribute.context
                out += "=\""
                out += HTMLRenderer.escape(value, in: context)
                out += "\""
            }
        }
        out += ">"
    }

    func appendEndTag(to out: inout String) {
        out += "</"
        out += name
        out += ">"
    }
}

extension HTMLContent {
    /// Appends this content with no line breaks or indentation of its own.
    func printInline(into out: inout String) {
        switch self {
        case .text(let raw, let context):
            out += HTMLRenderer.escape(raw, in: context)
        case .constant(let markup):
            out += markup.description
        case .element(let element):
            element.appendStartTag(to: &out)
            if element.isVoid { return }
            for child in element.children { child.printInline(into: &out) }
            element.appendEndTag(to: &out)
        }
    }
}
