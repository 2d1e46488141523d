extension TerminalWidth {
    /// Whether a cluster is drawn as one two-column emoji picture.
    ///
    /// Terminals draw these as a single emoji glyph even when the scalar rules add up to 1
    /// (a text-default base with a skin tone, a keycap without VS16, a ZWJ sequence on a narrow
    /// base, VS16 after an emoji newer than `wcwidth`'s table), so measuring them as 2 keeps
    /// lines from overflowing. Covers emoji presentation, VS16 after an emoji-capable base,
    /// keycaps, skin-tone sequences, ZWJ sequences and regional-indicator flags.
    static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        let properties = first.properties
        if properties.isEmojiPresentation { return true }  // includes regional indicators
        guard properties.isEmoji else { return false }
        let isKeycapBase = first == "#" || first == "*" || ("0"..."9").contains(first)
        var previous = first
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F:
                return true
            case 0x20E3 where isKeycapBase:
                return true
            case 0x1F3FB...0x1F3FF where properties.isEmojiModifierBase:
                return true
            default:
                if previous.value == 0x200D && !isKeycapBase && scalar.properties.isEmoji {
                    return true
                }
            }
            previous = scalar
        }
        return false
    }
}
