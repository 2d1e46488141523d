import ConvergenceTree

/// Controls and indicators as form elements, or as `<span>`s where a control may not nest (inside a `<button>`
/// or `<label>`).
extension HTMLBuilder {
    /// `<button type="button">`, so a snapshot opened in a browser never submits anything.
    static func button(_ button: ButtonNode, in context: HTMLContext) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] =
            context.allowsControls ? [.attr("type", "button")] : [.attr("class", "button")]
        if let role = button.role {
            attributes.append(.attr("data-role", role.rawValue))
        }
        if button.isDisabled {
            attributes.append(context.allowsControls ? .flag("disabled") : .attr("data-disabled", "true"))
        }
        return HTMLElement(
            context.allowsControls ? "button" : "span", attributes, children([button.label], in: context.insideControl))
    }

    /// `<progress max="1" value="…">N%</progress>`, wrapped with its label in a `<label>` when it has one.
    static func progress(_ progress: ProgressNode, in context: HTMLContext) -> HTMLElement {
        let fraction = progress.fraction
        let percent: [HTMLContent] = fraction.map { [.text("\(Int(($0 * 100).rounded()))%", .text)] } ?? []
        let bar =
            context.allowsControls
            ? HTMLElement("progress", [.attr("max", "1")] + (fraction.map { [.attr("value", "\($0)")] } ?? []), percent)
            : HTMLElement(
                "span", [.attr("class", "progress-bar")] + (fraction.map { [.attr("data-value", "\($0)")] } ?? []),
                percent)
        guard let label = progress.label else { return bar }
        return HTMLElement(
            context.allowsControls ? "label" : "span",
            [.attr("class", "progress")],
            children([label], in: context.insideControl) + [.element(bar)]
        )
    }

    /// `<label class="text-field">` around the title and an `<input>`; a secure field's text is masked.
    ///
    /// Masking keeps secrets typed into a `SecureField` out of snapshot files, as the screen itself would.
    static func textField(_ field: TextFieldNode, in context: HTMLContext) -> HTMLElement {
        let value = field.isSecure ? String(repeating: "\u{2022}", count: field.text.count) : field.text
        let type = field.isSecure ? "password" : "text"
        let title = HTMLElement("span", [], [.text(field.title, .text)])
        guard context.allowsControls else {
            var attributes: [HTMLElement.Attribute] = [.attr("class", "input"), .attr("data-type", type)]
            if let prompt = field.prompt { attributes.append(.attr("data-placeholder", prompt)) }
            if field.isDisabled { attributes.append(.attr("data-disabled", "true")) }
            let input = HTMLElement("span", attributes, [.text(value, .text)])
            return HTMLElement("span", [.attr("class", "text-field")], [.element(title), .element(input)])
        }
        var attributes: [HTMLElement.Attribute] = [.attr("type", type), .attr("value", value, .singleLineAttribute)]
        if let prompt = field.prompt { attributes.append(.attr("placeholder", prompt, .singleLineAttribute)) }
        if field.isDisabled { attributes.append(.flag("disabled")) }
        return HTMLElement(
            "label", [.attr("class", "text-field")], [.element(title), .element(HTMLElement("input", attributes))])
    }

    /// `<label class="toggle">` holding a checkbox and then the toggle's label.
    static func toggle(_ toggle: ToggleNode, in context: HTMLContext) -> HTMLElement {
        let box =
            context.allowsControls
            ? HTMLElement(
                "input",
                [.attr("type", "checkbox")] + (toggle.isOn ? [.flag("checked")] : [])
                    + (toggle.isDisabled ? [.flag("disabled")] : [])
            )
            : HTMLElement(
                "span",
                [.attr("class", "checkbox"), .attr("data-checked", String(toggle.isOn))]
                    + (toggle.isDisabled ? [.attr("data-disabled", "true")] : []),
                [.text(toggle.isOn ? "☑" : "☐", .text)])
        return HTMLElement(
            context.allowsControls ? "label" : "span",
            [.attr("class", "toggle")],
            [.element(box)] + children([toggle.label], in: context.insideControl)
        )
    }

    /// `<label class="picker">` holding the label and a `<select>` whose options show each option's title.
    ///
    /// `<option>` may hold only text, so line breaks there become `&#10;`, and a blank title gains a no-break space
    /// (U+00A0) because an option of only whitespace is invalid.
    static func picker(_ picker: PickerNode, in context: HTMLContext) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [.attr("class", "picker")]
        if picker.style != .automatic {
            attributes.append(.attr("data-style", picker.style.rawValue))
        }
        let label = children([picker.label], in: context.insideControl)
        let options = picker.options.enumerated().map { index, option in
            let isSelected = index == picker.selectedIndex
            return context.allowsControls
                ? HTMLElement(
                    "option",
                    isSelected ? [.flag("selected")] : [],
                    [.text(HTMLRenderer.isBlank(option.title) ? option.title + "\u{00A0}" : option.title, .attribute)]
                )
                : HTMLElement(
                    "span",
                    [.attr("class", "option")] + (isSelected ? [.attr("data-selected", "true")] : []),
                    [.text(option.title, .text)]
                )
        }
        let select =
            context.allowsControls
            ? HTMLElement("select", picker.isDisabled ? [.flag("disabled")] : [], options.map(HTMLContent.element))
            : HTMLElement(
                "span",
                [.attr("class", "select")] + (picker.isDisabled ? [.attr("data-disabled", "true")] : []),
                options.map(HTMLContent.element))
        return HTMLElement(context.allowsControls ? "label" : "span", attributes, label + [.element(select)])
    }

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

    /// `<div class="unavailable">`: symbol, `<h2>` title, description and actions, in reading order.
    static func unavailable(_ unavailable: UnavailableNode, in context: HTMLContext) -> HTMLElement {
        var content: [HTMLContent] = []
        if let systemImage = unavailable.systemImage {
            content.append(.element(symbol(ImageNode(systemName: systemImage))))
        }
        content.append(
            .element(
                heading(
                    2,
                    children([unavailable.title], in: context.phrasing),
                    isVisible: hasVisibleText(unavailable.title),
                    in: context
                )))
        if let description = unavailable.description {
            content.append(.element(wrapper("description", [], description, in: context)))
        }
        if let actions = unavailable.actions {
            content.append(.element(wrapper("actions", [], actions, in: context)))
        }
        return HTMLElement(context.flow("div"), [.attr("class", "unavailable")], content)
    }
}
