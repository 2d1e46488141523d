import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

extension HTMLElement {
    /// Appends this element pretty-printed: one element per line, so a change to one view changes only its lines.
    ///
    /// An element whose children are all inline (text, `<strong>`, `<em>`), or whose only child is a `<span>` of such,
    /// prints on one line; any other element prints its tags on their own lines and its children one level deeper.
    /// Indentation stops growing at ``Indentation/deepest`` levels.
    func print(into out: inout HTMLOutput, depth: Int) {
        guard !StackGuard.isShort() else { return }
        out.appendIndentation(depth)
        appendStartTag(to: &out)
        if isVoid {
            out.appendNewline()
            return
        }
        if printsOnOneLine {
            for child in children { child.printInline(into: &out) }
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

    /// Whether this element fits one line: it holds only inline content, or only one `<span>` that holds only that.
    var printsOnOneLine: Bool {
        if children.allSatisfy(\.isInline) { return true }
        guard children.count == 1 else { return false }
        switch children[0] {
        case .element(let only): return only.name == "span" && only.children.allSatisfy(\.isInline)
        case .node(let node, let context): return HTMLBuilder.isSpanOfInlineContent(node, in: context)
        case .text, .constant: return false
        }
    }

    /// Appends the start tag with attributes in insertion order, each value quoted and escaped.
    func appendStartTag(to out: inout HTMLOutput) {
        out.append("<")
        out.append(name)
        for attribute in attributes {
            out.append(" ")
            out.append(attribute.name)
            if let value = attribute.value {
                // `<br>` cannot stand in an attribute, so text context falls back to attribute context.
                let context = attribute.context == .text ? .attribute : attribute.context
                out.append("=\"")
                out.appendEscaped(value, in: context)
                out.append("\"")
            }
        }
        out.append(">")
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
        case .node(let node, let context):
            HTMLBuilder.printNodeInline(node, in: context, into: &out)
        case .element(let element):
            element.appendStartTag(to: &out)
            if element.isVoid { return }
            for child in element.children { child.printInline(into: &out) }
            element.appendEndTag(to: &out)
        }
    }
}
