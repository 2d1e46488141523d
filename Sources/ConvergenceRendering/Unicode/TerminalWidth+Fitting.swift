extension TerminalWidth {
    /// The mark appended by `truncate(_:toWidth:)`; one column wide in `wcwidth`'s default
    /// (narrow) treatment of East Asian Ambiguous characters.
    package static let ellipsis: Character = "\u{2026}"

    /// Splits `text` after the longest run of whole grapheme clusters that fits in `columns`.
    ///
    /// Cutting between clusters (never inside one) keeps accents on their letters and emoji
    /// sequences intact; zero-width clusters right at the cut stay with the fitted part.
    /// A negative `columns` behaves like 0.
    package static func prefix(of text: String, fittingIn columns: Int) -> (fitted: String, rest: Substring) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let columnsNeeded = of(text[index])
            if used + columnsNeeded > columns { break }
            used += columnsNeeded
            index = next
        }
        return (String(text[..<index]), text[index...])
    }

    /// Shortens `text` to at most `columns` columns, ending in "…" when anything was cut.
    ///
    /// The ellipsis tells a snapshot reader that text is missing rather than silently absent;
    /// with no room at all (`columns <= 0`) the result is empty.
    package static func truncate(_ text: String, toWidth columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        var result = prefix(of: text, fittingIn: columns - 1).fitted
        result.append(ellipsis)
        return result
    }
}
