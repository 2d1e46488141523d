import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Texts, spacers and stacks of them printed straight from their nodes.
///
/// They are most of what a screen holds (every row of a list is a stack of texts and spacers), and making an element,
/// its attribute list and its list of children for each, only to print and free them, cost more than printing. What
/// is printed here is exactly what ``HTMLBuilder/elements(for:in:)`` and ``HTMLElement/print(into:depth:)`` print for
/// the same node: the tests compare the two on random trees.
extension HTMLBuilder {
    /// Whether a node is printed straight from itself: a text, a spacer, or a stack of two or more texts, spacers and
    /// stacks. Each of those makes one element, never inline formatting, so such a stack always prints its children
    /// on lines of their own.
    static func printsDirectly(_ node: Node) -> Bool {
        switch node {
        case .text, .spacer: return true
        case .stack(let stack):
            guard stack.children.count >= 2 else { return false }
            for child in stack.children {
                switch child {
                case .text, .spacer, .stack: continue
                default: return false
                }
            }
            return true
        default: return false
        }
    }

    /// Whether a node printed directly is a `<span>` holding only inline content, which its parent keeps on its own
    /// line (see ``HTMLElement/printsOnOneLine``).
    static func isSpanOfInlineContent(_ node: Node, in context: HTMLContext) -> Bool {
        switch node {
        // A text is a `<span>` of text and inline formatting; a spacer an empty `<div>`, a `<span>` in phrasing.
        case .text: true
        case .spacer: context.isPhrasing
        default: false
        }
    }

    /// Prints a node as its elements print at `depth`.
    static func printNode(_ node: Node, in context: HTMLContext, into out: inout HTMLOutput, depth: Int) {
        guard !StackGuard.isShort() else { return }
        switch node {
        case .text(let text) where isPlain(text):
            out.appendIndentation(depth)
            appendPlainText(text, into: &out)
            out.appendNewline()
        case .spacer(let spacer):
            out.appendIndentation(depth)
            appendSpacer(spacer, in: context, into: &out)
            out.appendNewline()
        case .stack(let stack) where printsDirectly(node):
            let name: StaticString = context.isPhrasing ? "span" : "div"
            out.appendIndentation(depth)
            appendStackStartTag(stack, name: name, into: &out)
            out.appendNewline()
            for child in stack.children {
                printNode(child, in: context, into: &out, depth: depth + 1)
            }
            out.appendIndentation(depth)
            out.append("</")
            out.append(name)
            out.append(">")
            out.appendNewline()
        default:
            for element in elements(for: node, in: context) {
                element.print(into: &out, depth: depth)
            }
        }
    }

    /// Prints a node as its elements print inline.
    static func printNodeInline(_ node: Node, in context: HTMLContext, into out: inout HTMLOutput) {
        guard !StackGuard.isShort() else { return }
        switch node {
        case .text(let text) where isPlain(text):
            appendPlainText(text, into: &out)
        case .spacer(let spacer):
            appendSpacer(spacer, in: context, into: &out)
        default:
            for element in elements(for: node, in: context) {
                HTMLContent.element(element).printInline(into: &out)
            }
        }
    }

    /// A text with no styled runs, not bold and not italic: one `<span>` around its escaped content.
    private static func isPlain(_ text: TextNode) -> Bool {
        text.runs.isEmpty && !text.style.isItalic && !text.style.isBold
    }

    /// What ``text(_:)`` makes for a plain text, printed: `<span class="text …" data-line-limit="N">content</span>`.
    private static func appendPlainText(_ text: TextNode, into out: inout HTMLOutput) {
        out.append("<span")
        appendAttribute(" class", classes("text", text.style), into: &out)
        if let limit = text.style.lineLimit { appendAttribute(" data-line-limit", String(limit), into: &out) }
        out.append(">")
        out.appendEscaped(text.content, in: .text)
        out.append("</span>")
    }

    /// What ``spacer(_:in:)`` makes, printed: an empty `<div class="spacer">` with its minimum lengths.
    private static func appendSpacer(_ spacer: SpacerNode, in context: HTMLContext, into out: inout HTMLOutput) {
        let name: StaticString = context.isPhrasing ? "span" : "div"
        out.append("<")
        out.append(name)
        out.append(" class=\"spacer\"")
        if let minColumns = spacer.minColumns { appendAttribute(" data-min-columns", String(minColumns), into: &out) }
        if let minRows = spacer.minRows { appendAttribute(" data-min-rows", String(minRows), into: &out) }
        out.append("></")
        out.append(name)
        out.append(">")
    }

    /// The start tag ``stack(_:in:)`` makes.
    private static func appendStackStartTag(_ stack: StackNode, name: StaticString, into out: inout HTMLOutput) {
        let (className, alignment) = classAndAlignment(of: stack)
        out.append("<")
        out.append(name)
        appendAttribute(" class", className, into: &out)
        appendAttribute(" data-alignment", alignment, into: &out)
        if let spacing = stack.spacing { appendAttribute(" data-spacing", String(spacing), into: &out) }
        out.append(">")
    }

    /// ` name="value"`, the value escaped; `name` comes with its leading space.
    private static func appendAttribute(_ name: StaticString, _ value: String, into out: inout HTMLOutput) {
        out.append(name)
        out.append("=\"")
        out.appendEscaped(value, in: .attribute)
        out.append("\"")
    }
}
