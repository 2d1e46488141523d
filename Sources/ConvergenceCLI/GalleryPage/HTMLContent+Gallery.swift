import ConvergenceRendering

/// The few words the gallery page is built with; the renderer's printer does the rest (tags, indentation, escaping).
extension HTMLContent {
    /// An element as content: `.tag("p", [.attr("class", "counts")], [.plain("3 scenarios")])`.
    static func tag(
        _ name: String, _ attributes: [HTMLElement.Attribute] = [], _ children: [HTMLContent] = []
    ) -> HTMLContent {
        .element(HTMLElement(name, attributes, children))
    }

    /// An element that stays on the line of its parent (a status badge, a button in a row of them), so that a line
    /// such as a sidebar entry prints as one line.
    static func inlineTag(
        _ name: String, _ attributes: [HTMLElement.Attribute] = [], _ children: [HTMLContent] = []
    ) -> HTMLContent {
        .element(HTMLElement(name, attributes, children, layout: .inline))
    }

    /// Text of the page or of a user (an id, a path, a message), escaped when printed; a line break in it becomes
    /// `&#10;`.
    static func plain(_ text: String) -> HTMLContent {
        .text(text, .attribute)
    }
}
