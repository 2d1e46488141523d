/// Hostile text for the ASCII renderer's property tests.
///
/// Every entry is user text a real app could show. Nothing here contains ``hiddenMarker``: strings the
/// renderer must never show (secure field contents, accessibility annotations, style names) carry it, so any
/// appearance of the marker in a render is a leak.
enum PropertyCorpus {
    /// U+00A4 CURRENCY SIGN: in no visible corpus entry, no glyph table and no decoration.
    static let hiddenMarker: Unicode.Scalar = "\u{A4}"

    static let fragments: [String] =
        asciiWords + longWords + eastAsian + emoji + combining + zeroWidth
        + whitespace + lineBreaks + escapes + controls + bidi + misc

    static let asciiWords = [
        "a", "Hi", "hello", "World", "OK", "x", "42", "#", "*", "1", "Save", "Cancel", "-", "[", "]", "_", "|", "~",
    ]
    static let longWords = [
        "Supercalifragilisticexpialidocious", String(repeating: "w", count: 29), "pneumono-ultra-microscopic",
    ]
    static let eastAsian = [
        "中文", "日本語のテキスト", "漢", "ｶﾀｶﾅ", "ＡＢ", "\u{3000}", "한국어", "\u{1100}\u{1161}\u{11A8}", "\u{1100}", "\u{1161}",
        "中\u{93F}",  // three columns: a wide base and a spacing mark
    ]
    static let emoji = [
        "😀", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "🇯🇵", "🇦", "🇺🇸🇬🇧", "👍🏽", "\u{1F3FD}",
        "1\u{FE0F}\u{20E3}", "#\u{20E3}", "*\u{FE0F}\u{20E3}", "❤\u{FE0F}", "❤", "\u{261D}\u{1F3FD}", "❤\u{200D}🔥",
        "\u{FE0F}", "\u{20E3}", "🏳\u{FE0F}\u{200D}🌈", "\u{1F9D1}\u{1F3FF}\u{200D}\u{1F4BB}",
    ]
    static let combining = [
        "e\u{301}", "\u{301}", "a\u{301}\u{302}\u{303}\u{304}", "\u{915}\u{93F}", "\u{93F}", "\u{915}\u{94D}\u{937}",
        "ท\u{E35}\u{E48}", "Z\u{335}\u{31B}\u{346}", "\u{20DD}",
    ]
    static let zeroWidth = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{200E}", "\u{200F}", "\u{61C}",
    ]
    static let whitespace = ["\t", "a\tb", "\t\t", " ", "   ", "\u{A0}", "\u{2003}"]
    static let lineBreaks = ["\n", "\r", "\r\n", "\n\n", "\u{85}", "\u{2028}", "\u{2029}"]
    static let escapes = ["\u{1B}[31m", "\u{1B}[0m", "\u{1B}]0;title\u{7}", "\u{1B}", "\u{1B}[2J\u{1B}[H"]
    static let controls = ["\u{0}", "\u{7}", "\u{8}", "\u{C}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}"]
    static let bidi = ["\u{202E}", "\u{202A}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{2069}", "abc\u{202E}def"]
    static let misc = ["", "…", "\u{25AF}", "שלום", "مرحبا", "Ω", "ß", "⚠", "⛔", "✓"]

    /// SF Symbols names: known ones (some drawn two columns wide in the Unicode style) and unknown ones.
    static let symbolNames = [
        "star.fill", "xmark.octagon", "gear", "checkmark.circle", "exclamationmark.triangle", "tray", "heart.fill",
        "plus", "no.such.symbol", "",
    ]

    /// Strings the ASCII renderer must never show; each carries ``hiddenMarker``.
    static let hiddenStrings = ["\u{A4}", "secret\u{A4}", "\u{A4}中", "red\u{A4}", "\u{A4}\n\u{1B}[31m"]
}
