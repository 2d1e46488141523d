/// What the enclosing elements allow, so every node picks markup that is valid where it lands.
package struct HTMLContext: Sendable, Equatable {
    /// Only phrasing content is allowed (inside `<span>`, `<button>`, `<label>`, headings): blocks become `<span>`s.
    var isPhrasing = false
    /// Controls may appear; false inside `<button>` and `<label>`, where a nested control or label is invalid.
    var allowsControls = true
    /// Inside `<header>` or `<footer>`, which may not hold another of either.
    var isInHeaderOrFooter = false
    /// Inside `<section>`, where an `<h1>` draws a checker warning, so titles step down to `<h2>`.
    var isInSection = false

    /// The context for the content of a phrasing-only element.
    var phrasing: HTMLContext {
        var context = self
        context.isPhrasing = true
        return context
    }

    /// The context for the content of a control (`<button>`, `<label>`), which may hold no other control.
    var insideControl: HTMLContext {
        var context = phrasing
        context.allowsControls = false
        return context
    }

    /// The element name to use for a flow element here: itself, or `span` where only phrasing is allowed.
    func flow(_ name: String) -> String {
        isPhrasing ? "span" : name
    }
}
