/// Texts a render can hold that a plain literal would not give back: backslashes, quotes, pound signs,
/// interpolation look-alikes, blank and indented lines, a trailing newline, tabs and wide characters. An inline
/// snapshot must spell each so that the compiler reads it back exactly.
public enum HostileTexts {
    public static let all = [
        "plain", "a\\nb \\(x) \\u{41}", "three \"\"\" quotes", "ends with a quote\"", "\"\"\"#",
        "raw-looking \\#(x) \"#", "##\"\"\"## \\##(y)", "\n\nblank lines first\n\n", "trailing newline\n",
        "\tTabbed\t", "  indented\n    more", "wide 漢字 🇫🇷 é", "", "\\", "line\\",
    ]
}
