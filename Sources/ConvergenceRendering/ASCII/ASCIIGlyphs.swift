/// The characters one ``ASCIIStyle`` draws frames, bars and marks with.
struct ASCIIGlyphs {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    let divider, headerRule, titleRule: String
    let barFilled, barEmpty: String
    let toggleOn, toggleOff, spinner, fieldFill, selected, unselected, menuArrow: String
    let secureBullet: String
    /// Marks of editable rows and pagers: delete, move handle, an external link, the current and other pages.
    let deleteMark, moveMark, externalLink, currentPage, otherPage: String

    static func forStyle(_ style: ASCIIStyle) -> ASCIIGlyphs {
        switch style {
        case .ascii:
            ASCIIGlyphs(
                topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
                divider: "-", headerRule: "=", titleRule: "=",
                barFilled: "#", barEmpty: ".",
                toggleOn: "[x]", toggleOff: "[ ]", spinner: "(~)", fieldFill: "_", selected: "(*)",
                unselected: "( )", menuArrow: "v", secureBullet: "*",
                deleteMark: "(-)", moveMark: "=", externalLink: "->", currentPage: "*", otherPage: "o"
            )
        case .unicode:
            ASCIIGlyphs(
                topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
                divider: "─", headerRule: "═", titleRule: "═",
                barFilled: "█", barEmpty: "░",
                toggleOn: "[x]", toggleOff: "[ ]", spinner: "(~)", fieldFill: "_", selected: "(•)",
                unselected: "( )", menuArrow: "▾", secureBullet: "•",
                deleteMark: "⊖", moveMark: "≡", externalLink: "↗", currentPage: "●", otherPage: "○"
            )
        }
    }
}

/// One style's glyphs behind a reference, so that copying the layout that draws with them copies one word.
final class GlyphBox {
    let glyphs: ASCIIGlyphs

    init(_ glyphs: ASCIIGlyphs) {
        self.glyphs = glyphs
    }
}
