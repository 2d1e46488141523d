import ConvergenceTree

/// Stacks: vertical, horizontal and layered children, and the spacers between them.
extension HTMLBuilder {
    /// `<div class="vstack|hstack|zstack">`, with the alignment that matters for its axis.
    static func stack(_ stack: StackNode, in context: HTMLContext) -> HTMLElement {
        let (className, alignment) = classAndAlignment(of: stack)
        var attributes: [HTMLElement.Attribute] = [.attr("class", className), .attr("data-alignment", alignment)]
        if let spacing = stack.spacing {
            attributes.append(.attr("data-spacing", String(spacing)))
        }
        return HTMLElement(context.flow("div"), attributes, children(stack.children, in: context))
    }

    /// A stack's class and the name of the alignment that matters for its axis.
    static func classAndAlignment(of stack: StackNode) -> (className: String, alignment: String) {
        switch stack.axis {
        case .vertical: ("vstack", stack.alignment.horizontal.rawValue)
        case .horizontal: ("hstack", stack.alignment.vertical.rawValue)
        case .depth: ("zstack", alignmentName(stack.alignment))
        }
    }

    /// SwiftUI's name for a two-axis alignment in kebab case (`top-leading`, `center`), so snapshots read familiar.
    static func alignmentName(_ alignment: Alignment) -> String {
        switch (alignment.vertical, alignment.horizontal) {
        case (.center, .center): "center"
        case (.center, let horizontal): horizontal.rawValue
        case (let vertical, .center): vertical.rawValue
        case (let vertical, let horizontal): "\(vertical.rawValue)-\(horizontal.rawValue)"
        }
    }

    /// `<div class="spacer">`; the minimum length is data, since CSS flex decides the rest.
    static func spacer(_ spacer: SpacerNode, in context: HTMLContext) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [.attr("class", "spacer")]
        if let minColumns = spacer.minColumns {
            attributes.append(.attr("data-min-columns", String(minColumns)))
        }
        if let minRows = spacer.minRows {
            attributes.append(.attr("data-min-rows", String(minRows)))
        }
        return HTMLElement(context.flow("div"), attributes)
    }
}
