import ConvergenceRendering
import Testing

@Suite struct UnicodeTerminalWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(TerminalWidth.of("hello, world") == 12)
        #expect(TerminalWidth.of("") == 0)
        #expect(TerminalWidth.of(Character("a")) == 1)
    }

    @Test func cjkIdeographsAreTwoColumns() {
        #expect(TerminalWidth.of("中文字") == 6)
        #expect(TerminalWidth.of(Character("\u{20000}")) == 2)  // CJK Extension B
        #expect(TerminalWidth.of(Character("\u{2FFFD}")) == 2)  // unassigned, default Wide
        #expect(TerminalWidth.of("abc中def") == 8)
    }

    @Test func fullwidthFormsAreTwoColumnsAndHalfwidthOne() {
        #expect(TerminalWidth.of("ＡＢＣ") == 6)
        #expect(TerminalWidth.of("！？") == 4)
        #expect(TerminalWidth.of("\u{3000}") == 2)  // IDEOGRAPHIC SPACE
        #expect(TerminalWidth.of("ｶﾀｶﾅ") == 4)  // halfwidth katakana
    }

    @Test func kanaIsTwoColumnsAndVoicedMarkAttaches() {
        #expect(TerminalWidth.of("ひらがな") == 8)
        #expect(TerminalWidth.of("カタカナ") == 8)
        #expect(TerminalWidth.of("\u{30AB}\u{3099}") == 2)  // KA + combining voiced mark
    }

    @Test func hangulSyllablesAndJamo() {
        #expect(TerminalWidth.of("한국어") == 6)
        #expect(TerminalWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // L V T: one syllable
        #expect(TerminalWidth.of(Character("\u{1100}")) == 2)  // lone leading consonant
        #expect(TerminalWidth.of(Character("\u{1161}")) == 0)  // lone medial vowel
        #expect(TerminalWidth.of(Character("\u{11A8}")) == 0)  // lone final consonant
        #expect(TerminalWidth.of(Character("\u{D7CB}")) == 0)  // Jamo Extended-B final
        #expect(TerminalWidth.of("ㄱㅏ") == 4)  // compatibility jamo are Wide
        #expect(TerminalWidth.of(Character("\u{3164}")) == 0)  // HANGUL FILLER
    }

    @Test func emojiPresentationIsTwoColumns() {
        #expect(TerminalWidth.of(Character("😀")) == 2)
        #expect(TerminalWidth.of(Character("\u{231A}")) == 2)  // WATCH
        #expect(TerminalWidth.of("ok 👍 done") == 10)
    }

    @Test func textPresentationEmojiDependOnTheirSelector() {
        #expect(TerminalWidth.of(Character("\u{2764}")) == 1)  // text default
        #expect(TerminalWidth.of(Character("\u{2764}\u{FE0F}")) == 2)  // VS16: emoji
        #expect(TerminalWidth.of(Character("\u{2764}\u{FE0E}")) == 1)  // VS15: text
        #expect(TerminalWidth.of(Character("\u{231A}\u{FE0E}")) == 2)  // VS15 never narrows Wide
        #expect(TerminalWidth.of(Character("\u{265F}\u{FE0F}")) == 2)  // chess pawn
    }

    @Test func zwjSequencesAreOneTwoColumnCluster() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        #expect(family.count == 1)
        #expect(TerminalWidth.of(family) == 2)
        #expect(TerminalWidth.of("\u{1F469}\u{200D}\u{1F4BB}") == 2)  // technologist
        #expect(TerminalWidth.of("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}") == 2)  // rainbow flag
        #expect(TerminalWidth.of("\u{2764}\u{200D}\u{1F525}") == 2)  // narrow base, no VS16
    }

    @Test func flagsAreRegionalIndicatorPairs() {
        #expect(TerminalWidth.of("🇯🇵") == 2)
        #expect(TerminalWidth.of("🇺🇸🇬🇧") == 4)
        #expect(TerminalWidth.of("\u{1F1E6}") == 2)  // a lone indicator is drawn as a letter tile
        #expect(TerminalWidth.of("\u{1F1E6}\u{1F1E7}\u{1F1E8}") == 4)
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(TerminalWidth.of(england) == 2)
    }

    @Test func skinToneModifiersJoinTheirBase() {
        #expect(TerminalWidth.of("👍🏽") == 2)
        #expect(TerminalWidth.of("👋🏿") == 2)
        #expect(TerminalWidth.of("\u{261D}\u{1F3FD}") == 2)  // text-default base
        #expect(TerminalWidth.of("\u{1F3FD}") == 2)  // a lone swatch
        #expect(TerminalWidth.of("a\u{1F3FD}") == 3)  // not a modifier base: a letter and a swatch
    }

    @Test func keycapsAreTwoColumns() {
        #expect(TerminalWidth.of("1\u{FE0F}\u{20E3}") == 2)
        #expect(TerminalWidth.of("#\u{FE0F}\u{20E3}") == 2)
        #expect(TerminalWidth.of("*\u{20E3}") == 2)  // without VS16
        #expect(TerminalWidth.of("7\u{FE0F}") == 2)
    }

    @Test func combiningMarksAddNoColumns() {
        let decomposed = "e\u{0301}"
        #expect(decomposed.count == 1)
        #expect(TerminalWidth.of(decomposed) == 1)
        #expect(TerminalWidth.of("a\u{0300}\u{0301}\u{0302}\u{0303}") == 1)
        #expect(TerminalWidth.of("\u{0301}") == 0)  // a lone nonspacing mark
        #expect(TerminalWidth.of("\u{05E9}\u{05C1}\u{05B8}\u{05DC}\u{05D5}\u{05B9}\u{05DD}") == 4)
    }

    @Test func spacingMarksAddAColumnAfterTheirBase() {
        #expect(TerminalWidth.of("\u{0915}\u{093F}") == 2)  // कि
        #expect(TerminalWidth.of("\u{0915}\u{094D}\u{0937}") == 2)  // क्ष conjunct
        #expect(TerminalWidth.of("\u{4E2D}\u{093F}") == 3)  // a cluster can be wider than 2
        #expect(TerminalWidth.of("\u{093F}") == 1)  // leading spacing mark: safe side
    }

    @Test func zeroWidthCharactersAddNoColumns() {
        #expect(TerminalWidth.of("\u{200D}") == 0)  // ZERO WIDTH JOINER
        #expect(TerminalWidth.of("a\u{200B}b") == 2)  // ZERO WIDTH SPACE
        #expect(TerminalWidth.of("a\u{200C}b") == 2)  // ZERO WIDTH NON-JOINER
        #expect(TerminalWidth.of("a\u{2060}b") == 2)  // WORD JOINER
        #expect(TerminalWidth.of("\u{FEFF}a") == 1)  // BYTE ORDER MARK
        #expect(TerminalWidth.of("\u{2028}") == 0)  // LINE SEPARATOR
    }

    @Test func softHyphenAndPrependedMarksAreVisible() {
        #expect(TerminalWidth.of("a\u{00AD}b") == 3)
        #expect(TerminalWidth.of("\u{0600}\u{0661}\u{0662}") == 3)
    }

    @Test func controlPicturesAndReplacementAreOneColumn() {
        #expect(TerminalWidth.of("\u{241B}[31m") == 5)
        #expect(TerminalWidth.of("\u{2400}\u{2421}\u{2424}") == 3)
        #expect(TerminalWidth.of("\u{FFFD}") == 1)
        #expect(TerminalWidth.of(String(TerminalWidth.ellipsis)) == 1)
        #expect(TerminalWidth.of(String(TerminalWidth.unfittableClusterPlaceholder)) == 1)
    }

    @Test func rawControlCharactersCountLikeTheirStandIns() {
        #expect(TerminalWidth.of("\u{1B}[31m") == 5)
        #expect(TerminalWidth.of("\u{9B}") == 1)
        #expect(TerminalWidth.of("\t") == 1)
    }

    @Test func substringsMeasureLikeStrings() {
        let text = "ab中文cd"
        let middle = text.dropFirst(2).dropLast(2)
        #expect(TerminalWidth.of(middle) == 4)
    }
}
