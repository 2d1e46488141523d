import ConvergenceTree

/// Shapes: a mark for each kind of shape.
extension HTMLBuilder {
    /// `<svg class="shape circle fill-red" viewBox="0 0 100 100">` holding the shape's outline as a `<path>`.
    static func shape(_ shape: ShapeNode) -> HTMLElement {
        var classes = ["shape", shape.kind.rawValue]
        let paint = shape.isStroked ? "stroke" : "fill"
        classes.append(shape.style.flatMap(classToken).map { paint + "-" + $0 } ?? paint)
        var pathAttributes: [HTMLElement.Attribute] = [
            .attr("d", shape.svgPath.isEmpty ? "M0 0H100V100H0Z" : shape.svgPath)
        ]
        pathAttributes.append(
            contentsOf: shape.isStroked
                ? [.attr("fill", "none"), .attr("stroke", "currentColor")]
                : [.attr("fill", "currentColor")])
        if !shape.isWhole {
            pathAttributes.append(.attr("pathLength", "100"))
            let from = Int((shape.trimFrom * 100).rounded())
            let length = Int(((shape.trimTo - shape.trimFrom) * 100).rounded())
            pathAttributes.append(.attr("stroke-dasharray", "\(length) 100"))
            pathAttributes.append(.attr("stroke-dashoffset", "\(-from)"))
        }
        return HTMLElement(
            "svg",
            [
                .attr("class", classes.joined(separator: " ")), .attr("viewBox", "0 0 100 100"),
                .attr("preserveAspectRatio", "none"), .attr("aria-hidden", "true"),
            ],
            [.element(HTMLElement("path", pathAttributes))]
        )
    }
}
