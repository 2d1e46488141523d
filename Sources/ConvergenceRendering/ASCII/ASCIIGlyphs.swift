/// The characters one ``ASCIIStyle`` draws frames, bars and marks with.
struct ASCIIGlyphs {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    let divider, headerRule, titleRule: String
    let barFilled, barEmpty: String
    let toggleOn, toggleOff, spinner, fieldFill, selected, unselected, menuArrow: String
    let secureBullet: String

    static func forStyle(_ style: ASCIIStyle) -> ASCIIGlyphs {
        switch style {
        case .ascii:
            ASCIIGlyphs(
                topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
                divider: "-", headerRule: "=", titleRule: "=",
                barFilled: "#", barEmpty: ".",
                toggleOn: "[x]", toggleOff: "[ ]", spinner: "(~)", fieldFill: "_", selected: "(*)",
                unselected: "( )", menuArrow: "v", secureBullet: "*"
            )
        case .unicode:
            ASCIIGlyphs(
                topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
                divider: "─", headerRule: "═", titleRule: "═",
                barFilled: "█", barEmpty: "░",
                toggleOn: "[x]", toggleOff: "[ ]", spinner: "(~)", fieldFill: "_", selected: "(•)",
                unselected: "( )", menuArrow: "▾", secureBullet: "•"
            )
        }
    }
}
