import ConvergenceTree

extension HTMLBuilder {
    /// `<label class="slider">` with an `<input type="range">`; dates and colours show their value in an `<output>`.
    static func valueControl(_ control: ValueControlNode, in context: HTMLContext) -> HTMLElement {
        let className = control.kind == .slider ? "slider" : control.kind.rawValue + "-picker"
        let label = children([control.label], in: context.insideControl)
        let value: HTMLElement
        if control.kind == .slider, context.allowsControls {
            var attributes: [HTMLElement.Attribute] = [.attr("type", "range")]
            if let bounds = control.bounds {
                attributes += [.attr("min", number(bounds.lowerBound)), .attr("max", number(bounds.upperBound))]
            }
            if let step = control.step { attributes.append(.attr("step", number(step))) }
            attributes.append(.attr("value", number(control.value)))
            if control.isDisabled { attributes.append(.flag("disabled")) }
            value = HTMLElement("input", attributes)
        } else if control.kind == .slider {
            value = HTMLElement(
                "span", [.attr("class", "range"), .attr("data-value", number(control.value))],
                [.text(number(control.value), .text)])
        } else {
            value = HTMLElement("output", [], [.text(control.valueText, .text)])
        }
        return HTMLElement(
            context.allowsControls ? "label" : "span", [.attr("class", className)], label + [.element(value)])
    }

    /// A number as HTML attributes take it: no exponent, no trailing `.0`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
