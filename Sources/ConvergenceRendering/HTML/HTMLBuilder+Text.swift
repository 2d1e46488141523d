import ConvergenceTree

/// Text: runs of styled text, symbols and labels.
extension HTMLBuilder {
    /// `<span class="text …">`: the full text, since truncation to `lineLimit` is an ASCII layout concern.
    static func text(_ text: TextNode) -> HTMLElement {
        var attributes: [HTMLElement.Attribute] = [.attr("class", classes("text", text.style))]
        if let limit = text.style.lineLimit {
            attributes.append(.attr("data-line-limit", String(limit)))
        }
        var contents = text.runs.isEmpty ? [HTMLContent.text(text.content, .text)] : text.runs.map(run)
        if text.style.isItalic { contents = [.element(HTMLElement("em", [], contents))] }
        if text.style.isBold { contents = [.element(HTMLElement("strong", [], contents))] }
        return HTMLElement("span", attributes, contents)
    }

    /// One styled run: `code`, `s`, `u`, `em`, `strong` and `a href` around its text, innermost first.
    private static func run(_ run: TextRun) -> HTMLContent {
        var content = HTMLContent.text(run.text, .text)
        if run.isCode { content = .element(HTMLElement("code", [], [content])) }
        if run.isStrikethrough { content = .element(HTMLElement("s", [], [content])) }
        if run.isUnderlined { content = .element(HTMLElement("u", [], [content])) }
        if run.isItalic { content = .element(HTMLElement("em", [], [content])) }
        if run.isBold { content = .element(HTMLElement("strong", [], [content])) }
        if let link = run.link { content = .element(HTMLElement("a", [.attr("href", link)], [content])) }
        return content
    }

    /// `<span class="symbol" role="img">`: the glyph for sighted readers, the symbol name for everyone else.
    static func symbol(_ image: ImageNode) -> HTMLElement {
        HTMLElement(
            "span",
            [
                .attr("class", classes("symbol", image.style)),
                .attr("data-symbol", image.systemName),
                .attr("role", "img"),
                .attr("aria-label", image.systemName.isEmpty ? "?" : image.systemName),
            ],
            [.text(SymbolTable.glyph(for: image.systemName, in: .unicode), .text)]
        )
    }

    /// `<span class="label">`: icon then title, as a `Label` shows them.
    static func label(_ label: LabelNode, in context: HTMLContext) -> HTMLElement {
        HTMLElement("span", [.attr("class", "label")], children([label.icon, label.title], in: context.phrasing))
    }

    /// The class list for styled text: the base class, then font, colour, monospacing and alignment.
    ///
    /// Names are reduced to class-safe tokens so a font description such as `system 17` cannot split into two classes.
    static func classes(_ base: String, _ style: TextStyle) -> String {
        // Most text has no style that adds a class: then the list is the base alone, made without an array.
        if style.font == nil, style.foreground == nil, !style.isMonospaced, style.alignment == .leading { return base }
        var list = [base]
        if let font = style.font.flatMap(classToken) { list.append("font-" + font) }
        if let foreground = style.foreground.flatMap(classToken) { list.append("fg-" + foreground) }
        if style.isMonospaced { list.append("monospaced") }
        if style.alignment != .leading { list.append("align-" + style.alignment.rawValue) }
        return list.joined(separator: " ")
    }

    /// A name as a class token: ASCII letters, digits, `-` and `_` kept, anything else a `-`; `nil` when empty.
    static func classToken(_ name: String) -> String? {
        guard !name.isEmpty else { return nil }
        var token = ""
        for scalar in name.unicodeScalars {
            let isSafe =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            token.unicodeScalars.append(isSafe ? scalar : "-")
        }
        return token
    }
}
