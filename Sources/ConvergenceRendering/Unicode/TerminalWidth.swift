import ConvergenceSupport
import ConvergenceTree

/// Terminal column widths of grapheme clusters, measured the way Python's `wcwidth.width()` does.
///
/// The renderer promises that no line is wider than its width, and outside checks measure our
/// lines with `wcwidth` 0.7.0 (Unicode 17). So each cluster is measured by the same per-scalar
/// rules `wcwidth` uses (zero-width marks, East Asian Wide, spacing marks after a base, ZWJ
/// hiding the next scalar, VS16 widening an emoji, paired regional indicators, skin-tone
/// modifiers vanishing after an emoji), and wherever we deliberately differ we report the
/// larger, safe value:
///
/// - Measurement never crosses a grapheme cluster boundary. `wcwidth` lets a ZWJ at the end of
///   one cluster hide the first scalar of the next one (`"a\u{200D}b"` is 1 there, 2 here).
/// - Emoji sequences that terminals draw as one two-column picture are at least 2 even when
///   `wcwidth` says 1: text-default bases with a skin tone (`"☝🏽"`), keycaps without VS16
///   (`"#\u{20E3}"`) and ZWJ sequences on a narrow base without VS16 (`"❤\u{200D}🔥"`).
/// - `wcwidth` counts an Indic conjunct (consonant, virama, consonant) plus a following spacing
///   vowel sign as 2 (`"क्षि"`); telling consonants apart takes Indic_Syllabic_Category, which
///   neither Swift nor our table carries, so we count the second consonant too and get 3.
/// - A spacing mark (Mc) that begins a cluster counts 1: mid-text `wcwidth` adds it to the
///   cluster before (Myanmar U+102C is its own cluster), and at the very start it counts 0.
/// - Control characters count as one column each — the width of the visible stand-in
///   `TerminalSanitizer` substitutes — where `wcwidth` gives 0 or moves the cursor. Text should
///   be sanitized before it is measured; tabs in particular only get their real width there.
///
/// U+FE0E (text presentation) never narrows a cluster, because terminals and `wcwidth` keep a
/// Wide character two columns wide regardless; a lone regional indicator is 2, as in `wcwidth`.
/// A cluster is usually 0, 1 or 2 columns, but can be wider (`"中\u{93F}"` is 3) because we
/// never report less than `wcwidth`.
package enum TerminalWidth {
    /// The columns one grapheme cluster occupies.
    package static func of(_ character: Character) -> Int {
        // One UTF-8 byte means one ASCII scalar: printable ones are 1, and so are controls.
        if character.utf8.count == 1 { return 1 }
        let measured = scalarRulesWidth(of: character.unicodeScalars)
        if measured < 2 && isEmojiSequence(character.unicodeScalars) { return 2 }
        return measured
    }

    /// The columns a whole text occupies: the sum over its grapheme clusters.
    package static func of(_ text: String) -> Int {
        // The scan over a `String`'s own bytes goes eight at a time; the generic one below goes one by one.
        if UTF8Scan.isASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns a whole text occupies: the sum over its grapheme clusters.
    package static func of(_ text: some StringProtocol) -> Int {
        if UTF8Scan.isASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns of one scalar on its own, as `wcwidth.wcwidth()` sees it (controls: 1).
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Nothing below U+0300 is zero-width or wide; controls there count 1 (see type docs).
        if value < 0x300 { return 1 }
        if UnicodeWidthTable.contains(UnicodeWidthTable.zeroWidth, value) { return 0 }
        if UnicodeWidthTable.contains(UnicodeWidthTable.wide, value) { return 2 }
        return 1
    }

    /// Runs `wcwidth`'s per-scalar state machine over one cluster, starting from a fresh state.
    ///
    /// Kept step for step with `wcwidth.width()` so the two agree on everything but the
    /// deliberate differences in the type documentation; the Indic conjunct bookkeeping is left
    /// out because measuring the second consonant directly is never narrower.
    static func scalarRulesWidth(of scalars: Character.UnicodeScalarView) -> Int {
        var total = 0
        // The last scalar that added columns and may still be widened by VS16.
        var widenable: Unicode.Scalar?
        // Whether a spacing mark here would widen a base. True at the start, because a few
        // spacing marks (Myanmar AA, for one) begin their own cluster mid-text, where `wcwidth`
        // adds their column to the cluster before; so a leading one counts 1.
        var spacingMarkHasBase = true
        // The last scalar that added columns, for deciding whether a skin tone is swallowed.
        var lastMeasured: Unicode.Scalar?
        var lastWasVirama = false
        var regionalIndicatorRun = 0
        var iterator = scalars.makeIterator()
        while let scalar = iterator.next() {
            let value = scalar.value
            let regionalIndicatorsBefore = regionalIndicatorRun
            regionalIndicatorRun = isRegionalIndicator(value) ? regionalIndicatorRun + 1 : 0

            if value == 0x200D {  // ZERO WIDTH JOINER
                if !lastWasVirama, let hidden = iterator.next() {
                    // The joined scalar is drawn as part of the preceding picture.
                    regionalIndicatorRun = isRegionalIndicator(hidden.value) ? 1 : 0
                }
                // After a virama the joiner only asks for a half form: the consonant still counts.
                continue
            }
            if value == 0xFE0F, let base = widenable {  // VARIATION SELECTOR-16
                if base.properties.isEmoji && width(of: base) == 1 { total += 1 }
                widenable = nil
                spacingMarkHasBase = false
                continue
            }
            if isRegionalIndicator(value) && regionalIndicatorsBefore % 2 == 1 {
                // The second letter of a flag shares the first letter's two columns.
                lastMeasured = scalar
                continue
            }
            if isSkinToneModifier(value), let base = lastMeasured, isEmojiModifierHost(base) {
                continue
            }
            let columns = width(of: scalar)
            if columns > 0 {
                total += columns
                widenable = scalar
                spacingMarkHasBase = true
                lastMeasured = scalar
                lastWasVirama = false
            } else if spacingMarkHasBase && UnicodeWidthTable.contains(UnicodeWidthTable.spacingMarks, value) {
                total += 1
                widenable = nil
                spacingMarkHasBase = false
                lastWasVirama = false
            } else {
                lastWasVirama = UnicodeWidthTable.contains(UnicodeWidthTable.viramas, value)
            }
        }
        return total
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    static func isSkinToneModifier(_ value: UInt32) -> Bool {
        (0x1F3FB...0x1F3FF).contains(value)
    }

    /// Whether a skin tone after `scalar` is drawn inside it rather than as its own swatch.
    ///
    /// `wcwidth` asks Extended_Pictographic, which Swift does not expose; emoji other than ASCII
    /// keycap bases and the modifiers themselves are a subset of it, so this never swallows a
    /// modifier that `wcwidth` would count.
    static func isEmojiModifierHost(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.isEmoji && !isSkinToneModifier(scalar.value)
    }
}
