import ConvergenceRuntime
import ConvergenceSupport
import ConvergenceTree

/// Renders a node as monospaced text: a pure function of the node, a width in columns, and a style.
///
/// Every line is at most `width` terminal columns wide, has no trailing spaces, and the text ends with a newline.
/// Blank rows at the bottom (bottom padding, say) are dropped: a terminal would not show them either.
///
/// With a `screenHeight`, the node is laid out in a screen that many rows tall, as a device lays out its root view:
/// flexible space grows to fill it (see ``ScenarioLayout``). Blank rows between drawn rows are kept: they are where
/// things sit on the screen.
///
/// ```swift
/// ASCIIRenderer.render(.text(TextNode("Hello")), width: 20)   // "Hello\n"
/// ```
package enum ASCIIRenderer {
    package static func render(_ node: Node, width: Int, screenHeight: Int? = nil, style: ASCIIStyle = .ascii)
        -> String
    {
        StackGuard.withRoom(tooDeep: tooDeep) {
            renderHere(node, width: width, screenHeight: screenHeight, style: style)
        }
    }

    /// What a tree deeper than even the large stack holds renders as; a view tree that deep fails to resolve first.
    static let tooDeep = "⚠ This tree is nested too deep to render.\n"

    private static func renderHere(_ node: Node, width: Int, screenHeight: Int?, style: ASCIIStyle) -> String {
        let width = max(1, width)
        let layout = ASCIILayout(style: style)
        let measured = layout.measure(node, proposal: width)
        let canvas =
            screenHeight.map { layout.render(node, width: measured, height: $0) }
            ?? layout.render(node, width: measured)
        if let text = canvas.plainText { return text }
        var lines = canvas.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
