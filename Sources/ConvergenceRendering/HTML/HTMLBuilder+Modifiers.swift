import ConvergenceTree

/// Modifiers: wrappers whose inline styles use `ch` for columns and `em` for rows, accessibility names and gesture
/// areas.
extension HTMLBuilder {
    /// `<div class="padding" style="padding: T R B L">`, in CSS order (top, right, bottom, left).
    static func padding(_ insets: CellInsets, _ content: Node, in context: HTMLContext) -> HTMLElement {
        let style =
            "padding: \(rows(insets.top)) \(columns(insets.trailing)) \(rows(insets.bottom)) \(columns(insets.leading))"
        return wrapper("padding", [.attr("style", style)], content, in: context)
    }

    /// `<div class="frame">` with only the constraints that were given, in a fixed order.
    static func frame(_ frame: FrameNode, in context: HTMLContext) -> HTMLElement {
        var declarations: [String] = []
        if let width = frame.width {
            declarations.append("width: \(columns(width))")
        } else if frame.maxWidth == FrameNode.infinity {
            declarations.append("width: 100%")
        }
        if let minWidth = frame.minWidth { declarations.append("min-width: \(columns(minWidth))") }
        if let maxWidth = frame.maxWidth, maxWidth != FrameNode.infinity {
            declarations.append("max-width: \(columns(maxWidth))")
        }
        if let minHeight = frame.minHeight { declarations.append("min-height: \(rows(minHeight))") }
        if frame.isFixedWidth { declarations.append("white-space: nowrap") }
        var attributes: [HTMLElement.Attribute] = [.attr("data-alignment", alignmentName(frame.alignment))]
        if !declarations.isEmpty {
            attributes.append(.attr("style", declarations.joined(separator: "; ")))
        }
        return wrapper(frame.isFixedWidth ? "frame fixed-size" : "frame", attributes, frame.content, in: context)
    }

    /// `<div class="border">`; the colour name becomes a class, never CSS, so no name can inject a style.
    static func border(_ border: BorderNode, in context: HTMLContext) -> HTMLElement {
        let className = border.style.flatMap(classToken).map { "border border-" + $0 } ?? "border"
        return wrapper(className, [.attr("style", "border: 1px solid")], border.content, in: context)
    }

    /// Identifier and label on the wrapped element when there is exactly one that can take them, else on a wrapper.
    ///
    /// On the element itself, the name sits where assistive technology looks for it and a snapshot shows it next to
    /// what it names. Elements whose role forbids a name (`<ul>`, `<hr>`) are wrapped, since the checker warns there,
    /// and so is an element an inner modifier already annotated, so nested modifiers keep every value they set.
    static func accessibility(_ accessibility: AccessibilityNode, in context: HTMLContext) -> [HTMLElement] {
        var elements = elements(for: accessibility.content, in: context)
        if elements.count == 1, accessibility.label == nil || canBeNamed(elements[0]),
            accessibility.identifier == nil || elements[0].value(of: "data-accessibility-identifier") == nil,
            accessibility.label == nil || !elements[0].hasAccessibilityLabel
        {
            annotate(&elements[0], accessibility)
            return elements
        }
        var wrapper = HTMLElement(
            context.flow("div"), [.attr("class", "accessibility")], elements.map(HTMLContent.element))
        annotate(&wrapper, accessibility)
        return [wrapper]
    }

    /// Whether `aria-label` is meaningful on an element: controls, sections, elements with a role, and the generic
    /// `<div>`/`<span>`, which ``annotate(_:_:)`` gives `role="group"`.
    private static func canBeNamed(_ element: HTMLElement) -> Bool {
        ["div", "span", "section", "button", "label", "input", "select", "progress"].contains(element.name)
            || element.value(of: "role") != nil
    }

    /// Sets the identifier on the element and the accessible name where it is read.
    ///
    /// A `<label>` names its control through its content, so an explicit name goes on the control itself; a
    /// `<div>` or `<span>` has no role a name may attach to, so it gains `role="group"`.
    private static func annotate(_ element: inout HTMLElement, _ accessibility: AccessibilityNode) {
        if let identifier = accessibility.identifier {
            element.set("data-accessibility-identifier", identifier)
        }
        if accessibility.isHidden { element.set("aria-hidden", "true") }
        if let value = accessibility.value { element.set("data-accessibility-value", value) }
        if let hint = accessibility.hint { element.set("data-accessibility-hint", hint) }
        guard let label = accessibility.label else { return }
        element.hasAccessibilityLabel = true
        let controlIndex =
            element.name == "label"
            ? element.children.firstIndex { content in
                guard case .element(let child) = content else { return false }
                return ["input", "select", "progress"].contains(child.name)
            } : nil
        if let controlIndex, case .element(var control) = element.children[controlIndex] {
            control.set("aria-label", label)
            element.children[controlIndex] = .element(control)
            return
        }
        if ["div", "span"].contains(element.name) && element.value(of: "role") == nil {
            element.set("role", "group")
        }
        element.set("aria-label", label)
    }

    /// A length in rows, as CSS.
    static func rows(_ count: Int) -> String {
        count == 0 ? "0" : "\(count)em"
    }

    /// A length in columns, as CSS.
    static func columns(_ count: Int) -> String {
        count == 0 ? "0" : "\(count)ch"
    }

    /// `<div class="gesture" data-gestures="tap long-press drag">` around the content.
    static func gesture(_ gesture: GestureNode, in context: HTMLContext) -> HTMLElement {
        let names = [
            gesture.tap.map { _ in "tap" }, gesture.longPress.map { _ in "long-press" },
            gesture.drag.map { _ in "drag" },
        ].compactMap(\.self)
        return wrapper("gesture", [.attr("data-gestures", names.joined(separator: " "))], gesture.content, in: context)
    }
}
