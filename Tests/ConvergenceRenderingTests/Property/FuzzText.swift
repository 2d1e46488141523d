import ConvergenceTestSupport

/// Text no corpus would think of, for the render fuzz test: random scalars from every Unicode plane (unassigned
/// ones, private use and noncharacters included), C0 and C1 controls, bidirectional controls, words longer than any
/// width, and markup and entities meant to break out of HTML.
enum FuzzText {
    static let markup = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(2)>", "</div>", "<!--", "-->", "&amp;", "&", "&#0;",
        "\"'><iframe src=javascript:alert(3)>", "<![CDATA[", "]]>", "&lt;b&gt;", "<b>", "`", "@here",
    ]

    static let controlsAndBidi: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{8}", "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}",
        "\u{9B}", "\u{9F}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}",
        "\u{10FFFF}", "\u{E0001}", "\u{E007F}", "\u{1D173}", "\u{FFF9}", "\u{FFFB}", "\u{61C}",
    ]

    /// A scalar from plane 0–16 (surrogates skipped), often from the start of the plane where most characters are.
    static func scalar(_ random: inout PropertyRandom) -> Unicode.Scalar {
        while true {
            let plane = UInt32(random.below(17))
            let offset = UInt32(random.chance(70) ? random.below(0x3000) : random.below(0x10000))
            if let scalar = Unicode.Scalar(plane << 16 | offset) { return scalar }
        }
    }

    static func string(_ random: inout PropertyRandom) -> String {
        switch random.below(10) {
        case 0: return random.pick(markup)
        case 1:
            // A word longer than any width: a scalar run, or a repeated cluster.
            let unit = random.chance(50) ? "x" : String(scalar(&random))
            return String(repeating: unit, count: random.int(150...600))
        case 2, 3:
            var text = ""
            for _ in 0..<random.int(1...12) { text.unicodeScalars.append(random.pick(controlsAndBidi)) }
            return text + random.pick(["", "abc", "שלום", "中"])
        default:
            var text = ""
            for _ in 0..<random.int(1...24) {
                if random.chance(15) {
                    text += " "
                } else if random.chance(10) {
                    text.unicodeScalars.append(random.pick(controlsAndBidi))
                } else {
                    text.unicodeScalars.append(scalar(&random))
                }
            }
            return text
        }
    }
}
