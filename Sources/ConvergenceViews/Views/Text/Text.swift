import ConvergenceTree
import Foundation

/// Text, possibly several lines, styled by the modifiers around it.
///
/// As in SwiftUI, a string literal is a ``LocalizedStringKey``: its inline Markdown (`**bold**`, `*italic*`,
/// backticked code, `~~struck~~`, `[link](url)`) is applied and its interpolations are formatted in the environment's
/// locale. A `String` value or `Text(verbatim:)` is shown exactly as written.
///
/// ```swift
/// Text("Hello, **\(name)**!")          // Hello, Ada! — the name in bold in HTML
/// Text(total, format: .currency(code: "EUR"))
/// Text(verbatim: "**not bold**")
/// ```
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    var segments: [TextSegment]
    /// Modifiers applied to this text as a whole (`Text("a").bold()`), in order.
    var modifiers: [TextModifier] = []

    init(segments: [TextSegment]) {
        self.segments = segments
    }

    /// A string shown exactly as written: no Markdown, no lookup.
    ///
    /// - Parameter content: The characters to show.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        // Without arguments, no character is read as a placeholder: the text is kept as written.
        segments = [TextSegment(template: String(content), markdown: false)]
    }

    /// A string shown exactly as written: no Markdown, no lookup.
    ///
    /// - Parameter content: The characters to show.
    public init(verbatim content: String) {
        segments = [TextSegment(template: content, markdown: false)]
    }

    /// A localized key: its translation for the environment's locale from the package's String Catalogs and
    /// `.strings` files, or the key as written when none holds it, with its Markdown applied and its interpolations
    /// formatted. `bundle` and `comment` are accepted for source compatibility.
    ///
    /// - Parameters:
    ///   - key: The key, from a string literal.
    ///   - tableName: The table (a catalog's file name) the key is in; `Localizable` when `nil`.
    ///   - bundle: Accepted and ignored: every table of the scenario's package is read.
    ///   - comment: Accepted and ignored.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        var segment = TextSegment(template: key.template, arguments: key.arguments, markdown: true)
        segment.localization = TextSegment.Localization(table: tableName)
        segments = [segment]
    }

    /// An attributed string, run by run: a run's bold or italic font, its Markdown emphasis, strikethrough,
    /// underline and link show as a Markdown text's would; its colours and spacing name nothing in text renders.
    ///
    /// - Parameter attributedContent: The attributed string.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let segments = Self.segments(of: attributedContent)
        self.init(segments: segments.isEmpty ? [TextSegment(template: "", markdown: false)] : segments)
    }

    /// Joins two texts into one, each keeping its own emphasis.
    ///
    /// - Parameters:
    ///   - lhs: The first text.
    ///   - rhs: The text that follows it.
    /// - Returns: One text: the first's segments, then the second's.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segmentsWithOwnTraits + rhs.segmentsWithOwnTraits)
    }

    /// The characters of the text as the default environment shows them (locale `en_US`, UTC).
    nonisolated var content: String { plainText(in: .standard) }

    nonisolated func plainText(in context: TextFormatContext) -> String {
        // During a render, a key the package translates reads as its translation (navigation titles, alert titles…).
        let segments = TextSegment.translating(self.segments, locale: context.locale)
        return segments.flatMap { $0.runs(in: context) }.map(\.text).joined()
    }

    /// The segments with this text's own emphasis applied to each, for joining with another text.
    private var segmentsWithOwnTraits: [TextSegment] {
        segments.map { segment in
            var segment = segment
            for modifier in modifiers.reversed() { modifier.apply(to: &segment.traits) }
            return segment
        }
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        var environment = context.environment
        // The modifier nearest the text wins, as with view modifiers: apply it last.
        for modifier in modifiers.reversed() { modifier.apply(to: &environment) }
        // A key the package's String Catalogs or `.strings` files translate shows its translation for the locale.
        let segments = TextSegment.translating(self.segments, locale: environment.locale)
        // Only formatted values and a text case read the locale, time zone and clock: a literal text, or one whose
        // values are already text (strings, numbers), skips them.
        let textCase = environment.textCase
        let isRedacted = environment.redactionReasons.contains(.placeholder)
        let readsContext = textCase != nil || segments.contains { $0.arguments.contains { $0.readsContext } }
        let format = readsContext ? TextFormatContext(environment) : TextFormatContext.unread
        // Most texts are one segment without emphasis or Markdown: their characters are the whole node.
        if segments.count == 1, textCase == nil, !isRedacted, let content = segments[0].plainContent(in: format) {
            return [.text(TextNode(content, style: environment.textStyle, runs: []))]
        }
        var runs = segments.count == 1 ? segments[0].runs(in: format) : segments.flatMap { $0.runs(in: format) }
        if let textCase {
            for index in runs.indices { runs[index].text = textCase.apply(to: runs[index].text, locale: format.locale) }
        }
        if isRedacted {
            for index in runs.indices { runs[index].text = Self.redacted(runs[index].text) }
        }
        let content = runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
        let styled = runs.contains { !$0.isPlain } ? runs : []
        return [.text(TextNode(content, style: environment.textStyle, runs: styled))]
    }

    /// Placeholder look: every letter and digit a block, spaces and punctuation kept.
    static func redacted(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? "█" : $0 })
    }
}

/// One part of a text: literal text with placeholders for its interpolated values, and the emphasis it carries.
struct TextSegment: Equatable, Sendable {
    var template: String
    var arguments: [TextArgument] = []
    /// Whether the literal text is read as Markdown (a `LocalizedStringKey`).
    var markdown: Bool
    /// Emphasis of the whole segment, from modifiers of a text joined with `+`.
    var traits = TextRun("")
    /// Where a localized key's translations are: its table (`nil`: `Localizable`); `nil` for verbatim text.
    var localization: Localization?

    struct Localization: Equatable, Sendable {
        var table: String?
    }

    /// The segment with its key's translation for `locale` in its template, the interpolations kept.
    func translated(with tables: StringTables?, locale: Locale, key named: String? = nil) -> TextSegment {
        guard let localization else { return self }
        let key = named ?? LocalizedStringKey.catalogKey(template: template, arguments: arguments)
        var copy = self
        // The pseudo-locale shows the source language's text, accented and lengthened.
        let isPseudo = PseudoLocale.isPseudo(locale)
        let lookupLocale = isPseudo ? Locale(identifier: "en") : locale
        let counts = arguments.map(\.count)
        switch tables?.lookup(key, table: localization.table, locale: lookupLocale, counts: counts) ?? .unknown {
        case .unknown:
            break
        case .translated(let format):
            copy.template = TranslatedFormat.template(from: format, argumentCount: arguments.count)
        case .missing(let fallback):
            MissingTranslations.note(locale: locale, table: localization.table, key: key)
            copy.template = TranslatedFormat.template(from: fallback, argumentCount: arguments.count)
        }
        if PseudoLocale.isAccented(locale) { copy.template = PseudoLocale.accented(copy.template) }
        return copy
    }

    /// `segments` with each localized key translated for `locale`, during a render whose package has translations
    /// or in the pseudo-locale; as they are otherwise.
    static func translating(_ segments: [TextSegment], locale: Locale) -> [TextSegment] {
        let tables = StringTables.current
        guard needsLookup(tables, locale: locale), segments.contains(where: { $0.localization != nil }) else {
            return segments
        }
        return segments.map { $0.translated(with: tables, locale: locale) }
    }

    /// Whether texts in `locale` need a lookup: the package has translations, or the locale is the pseudo-locale.
    static func needsLookup(_ tables: StringTables?, locale: Locale) -> Bool {
        (tables.map { !$0.isEmpty } ?? false) || PseudoLocale.isAccented(locale)
    }

    /// The segment's runs: Markdown applied to the literal text, then each placeholder replaced by its value.
    func runs(in context: TextFormatContext) -> [TextRun] {
        let literalRuns = markdown ? InlineMarkdown.runs(template) : [TextRun(template)]
        let values = arguments.map { $0.format(context) }
        return literalRuns.map { run in
            var run = run
            run.text = substitute(run.text, values)
            run.isBold = run.isBold || traits.isBold
            run.isItalic = run.isItalic || traits.isItalic
            run.isCode = run.isCode || traits.isCode
            run.isStrikethrough = run.isStrikethrough || traits.isStrikethrough
            run.isUnderlined = run.isUnderlined || traits.isUnderlined
            run.link = run.link ?? traits.link
            return run
        }
    }

    /// The segment's characters when they make one plain run (no emphasis, no Markdown markup in the literal text),
    /// else nil: what ``runs(in:)`` gives such a segment, without building its runs.
    func plainContent(in context: TextFormatContext) -> String? {
        guard traits.isPlain, !markdown || !InlineMarkdown.hasMarkup(template) else { return nil }
        return substitute(template, arguments.map { $0.format(context) })
    }

    /// `text` with each placeholder replaced by its value. Placeholders are plane-15 scalars, four UTF-8 bytes led by
    /// 0xF3, so the text is copied byte by byte and only such a sequence is decoded.
    private func substitute(_ text: String, _ values: [String]) -> String {
        guard !values.isEmpty else { return text }
        var text = text
        return text.withUTF8 { bytes in
            var capacity = bytes.count
            for value in values { capacity += value.utf8.count }
            // Written straight into the new string's storage (a short one needs none of its own).
            return String(unsafeUninitializedCapacity: capacity) { output in
                var count = 0
                func write(_ byte: UInt8) {
                    output[count] = byte
                    count += 1
                }
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0xF3, index + 3 < bytes.count {
                        let scalar =
                            UInt32(byte & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                        // A marked literal character of the placeholders' plane: its four bytes follow the mark's.
                        if scalar == LocalizedStringKey.literalMark, index + 7 < bytes.count {
                            for offset in 4..<8 { write(bytes[index + offset]) }
                            index += 8
                            continue
                        }
                        let offset = Int(scalar) - Int(LocalizedStringKey.placeholderBase)
                        if offset >= 0, offset < values.count {
                            var value = values[offset]
                            value.withUTF8 { for byte in $0 { write(byte) } }
                            index += 4
                            continue
                        }
                    }
                    write(byte)
                    index += 1
                }
                return count
            }
        }
    }
}
