import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

extension HTMLElement {
    /// This element printed as a fragment at the left margin, ending with a line feed.
    package func printed() -> String {
        var out = HTMLOutput()
        print(into: &out, depth: 0)
        return out.text
    }

    /// A whole document: `<!DOCTYPE html>` on a line of its own, then this element (the document's `<html>`).
    package func printedDocument() -> String {
        var out = HTMLOutput()
        out.append("<!DOCTYPE html>\n")
        print(into: &out, depth: 0)
        return out.text
    }

    /// Appends this element pretty-printed: one element per line, so a change to one view changes only its lines.
    ///
    /// An element whose children are all inline (text, `<strong>`, `<em>`), or whose only child is a `<span>` of such,
    /// prints on one line; any other element prints its tags on their own lines and its children one level deeper.
    /// Indentation stops growing at ``Indentation/deepest`` levels. A verbatim or preformatted element (``Layout``)
    /// prints its content exactly as given.
    func print(into out: inout HTMLOutput, depth: Int) {
        guard !StackGuard.isShort() else { return }
        out.appendIndentation(depth)
        appendStartTag(to: &out)
        if isVoid {
            out.appendNewline()
            return
        }
        if printsOnOneLine {
            appendContentInline(to: &out)
            appendEndTag(to: &out)
            out.appendNewline()
            return
        }
        out.appendNewline()
        for child in children {
            switch child {
            case .element(let element):
                element.print(into: &out, depth: depth + 1)
            case .constant(let markup):
                Self.printLines(of: markup, into: &out, depth: depth + 1)
            case .markup(let markup):
                // Someone else's bytes: not indented, and only a line feed added to end its last line.
                out.append(markup)
                if let last = markup.utf8.last, last != 0x0A { out.appendNewline() }
            case .node(let node, let context):
                HTMLBuilder.printNode(node, in: context, into: &out, depth: depth + 1)
            case .text:
                // Builders never mix text with block children; a lone run still gets its own line.
                out.appendIndentation(depth + 1)
                child.printInline(into: &out)
                out.appendNewline()
            }
        }
        out.appendIndentation(depth)
        appendEndTag(to: &out)
        out.appendNewline()
    }

    /// Appends each non-empty line of constant markup on a line of its own, indented `depth` levels.
    private static func printLines(of markup: StaticString, into out: inout HTMLOutput, depth: Int) {
        markup.withUTF8Buffer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if end > start {
                    out.appendIndentation(depth)
                    out.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    out.appendNewline()
                }
                start = end + 1
            }
        }
    }

    /// Whether this element fits one line: it holds only inline content, or only one `<span>` that holds only that; or
    /// it prints its content exactly as given.
    var printsOnOneLine: Bool {
        if children.allSatisfy(\.isInline) || layout == .verbatim || layout == .preformatted { return true }
        guard children.count == 1 else { return false }
        switch children[0] {
        case .element(let only): return only.name == "span" && only.children.allSatisfy(\.isInline)
        case .node(let node, let context): return HTMLBuilder.isSpanOfInlineContent(node, in: context)
        case .text, .constant, .markup: return false
        }
    }

    /// Appends the children with no line breaks or indentation of their own; a preformatted element's after the line
    /// feed HTML drops.
    func appendContentInline(to out: inout HTMLOutput) {
        if layout == .preformatted { out.appendNewline() }
        for child in children { child.printInline(into: &out) }
    }

    /// Appends the start tag with attributes in insertion order, each value quoted and escaped.
    func appendStartTag(to out: inout HTMLOutput) {
        out.append("<")
        out.append(name)
        for attribute in attributes {
            out.append(" ")
            out.append(attribute.name)
            if let value = attribute.value {
                out.append("=\"")
                if attribute.isTrusted, Self.staysAsItIs(value) {
                    out.append(value)
                } else {
                    // `<br>` and a raw line feed cannot stand in an attribute: those contexts fall back to attribute.
                    let context: HTMLRenderer.EscapeContext =
                        switch attribute.context {
                        case .text, .preformatted: .attribute
                        case .attribute, .singleLineAttribute: attribute.context
                        }
                    out.appendEscaped(value, in: context)
                }
                out.append("\"")
            }
        }
        out.append(">")
    }

    /// Whether a trusted value may be printed unescaped inside double quotes: printable ASCII but `"`, `&`, `<`, `>`.
    private static func staysAsItIs(_ value: String) -> Bool {
        value.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) && byte != 0x22 && byte != 0x26 && byte != 0x3C && byte != 0x3E
        }
    }

    func appendEndTag(to out: inout HTMLOutput) {
        out.append("</")
        out.append(name)
        out.append(">")
    }
}

extension HTMLContent {
    /// Appends this content with no line breaks or indentation of its own.
    func printInline(into out: inout HTMLOutput) {
        switch self {
        case .text(let raw, let context):
            out.appendEscaped(raw, in: context)
        case .constant(let markup):
            out.append(markup)
        case .markup(let markup):
            out.append(markup)
        case .node(let node, let context):
            HTMLBuilder.printNodeInline(node, in: context, into: &out)
        case .element(let element):
            element.appendStartTag(to: &out)
            if element.isVoid { return }
            element.appendContentInline(to: &out)
            element.appendEndTag(to: &out)
        }
    }
}
