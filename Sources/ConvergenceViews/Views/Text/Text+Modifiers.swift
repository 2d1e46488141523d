import ConvergenceTree
import Foundation

/// A modifier applied to one `Text` value, which stays a `Text` (so it can be joined with `+`).
enum TextModifier: Equatable, Sendable {
    case font(Font?)
    case bold(Bool)
    case italic(Bool)
    case monospaced(Bool)
    case weight(Font.Weight?)
    /// A colour's name, and its name in the dark scheme when that differs.
    case foreground(String?, dark: String?)
    case strikethrough(Bool)
    case underline(Bool)

    /// Applies the modifier as the same view modifier would, so `Text("a").bold()` looks as before.
    @MainActor func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .bold(let isActive): environment.inheritedTextStyle.isBold = isActive
        case .italic(let isActive): environment.inheritedTextStyle.isItalic = isActive
        case .monospaced(let isActive): environment.inheritedTextStyle.isMonospaced = isActive
        case .weight(let weight): environment.inheritedTextStyle.isBold = weight?.isBold ?? false
        case .foreground(let name, let dark):
            environment.inheritedTextStyle.foreground = environment.colorScheme == .dark ? dark ?? name : name
        case .strikethrough, .underline: break
        }
    }

    /// Applies the modifier to a run's emphasis, for a text joined with another.
    func apply(to run: inout TextRun) {
        switch self {
        case .bold(let isActive): run.isBold = isActive
        case .italic(let isActive): run.isItalic = isActive
        case .weight(let weight): run.isBold = weight?.isBold ?? false
        case .font(let font): if font?.isBold == true { run.isBold = true }
        case .strikethrough(let isActive): run.isStrikethrough = isActive
        case .underline(let isActive): run.isUnderlined = isActive
        case .monospaced, .foreground: break
        }
    }
}

extension Text {
    private func adding(_ modifier: TextModifier) -> Text {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    /// The font of this text.
    ///
    /// - Parameter font: The font, named as a class in HTML; `nil` goes back to the default.
    /// - Returns: The text, styled.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    /// Bold.
    ///
    /// - Returns: The text, styled.
    public func bold() -> Text { adding(.bold(true)) }
    /// Bold when `isActive`.
    ///
    /// - Parameter isActive: Whether the text is bold.
    /// - Returns: The text, styled.
    public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
    /// Italic.
    ///
    /// - Returns: The text, styled.
    public func italic() -> Text { adding(.italic(true)) }
    /// Italic when `isActive`.
    ///
    /// - Parameter isActive: Whether the text is italic.
    /// - Returns: The text, styled.
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
    /// Monospaced.
    ///
    /// - Parameter isActive: Whether the text is monospaced; `true` by default.
    /// - Returns: The text, styled.
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
    /// Digits of equal width; no change in text, where every character is one cell.
    ///
    /// - Returns: The text unchanged.
    public func monospacedDigit() -> Text { self }
    /// Weight; `semibold` and heavier show as bold.
    ///
    /// - Parameter weight: The weight; `nil` goes back to regular.
    /// - Returns: The text, styled.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    /// Colour: a class in HTML, nothing in ASCII.
    ///
    /// - Parameter color: The colour, or `nil` for the default; a class in HTML.
    /// - Returns: The text, styled.
    public func foregroundColor(_ color: Color?) -> Text {
        adding(.foreground(color?.styleName, dark: color?.styleName(in: .dark)))
    }
    /// Colour: a class in HTML, nothing in ASCII.
    ///
    /// - Parameter style: A colour or style, named as a class in HTML.
    /// - Returns: The text, styled.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        adding(.foreground(style.styleName, dark: style.styleName(in: .dark)))
    }
    /// A line through the text: `<s>` in HTML when joined with other text; no change in ASCII.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line; `true` by default.
    ///   - pattern: Solid, dotted or dashed; text renders draw one line.
    ///   - color: Accepted; the line has no colour of its own in text.
    /// - Returns: The text, styled.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text { adding(.strikethrough(isActive)) }
    /// A line under the text: `<u>` in HTML when joined with other text; no change in ASCII.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line; `true` by default.
    ///   - pattern: Solid, dotted or dashed; text renders draw one line.
    ///   - color: Accepted; the line has no colour of its own in text.
    /// - Returns: The text, styled.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text { adding(.underline(isActive)) }
    /// Space between letters; accepted, no change in text.
    ///
    /// - Parameter kerning: The extra space in points.
    /// - Returns: The text unchanged.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Space between letters; accepted, no change in text.
    ///
    /// - Parameter tracking: The extra space in points.
    /// - Returns: The text unchanged.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Draws the text at a smaller size relative to its font (iOS 17); text renders draw one size.
    ///
    /// - Parameters:
    ///   - scale: `.default` or `.secondary`.
    ///   - isEnabled: Whether the scale applies.
    /// - Returns: The text unchanged.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    /// The language the text is laid out for (iOS 17); accepted, no change in text.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The text unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// The language the text is laid out for (iOS 17); accepted, no change in text.
    ///
    /// - Parameters:
    ///   - language: `.automatic` or `.explicit(_:)`.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The text unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }

    /// A text's size relative to its font.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool

        /// The font's own size.
        public static let `default` = Scale(isSecondary: false)
        /// A smaller size, for text beside larger text.
        public static let secondary = Scale(isSecondary: true)
    }
    /// Raises or lowers the text; accepted, no change in text.
    ///
    /// - Parameter baselineOffset: The offset in points.
    /// - Returns: The text unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

/// Upper or lower case for text inside, as SwiftUI's `Text.Case`.
extension Text {
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase

        func apply(to text: String, locale: Locale) -> String {
            switch self {
            case .uppercase: text.uppercased(with: locale)
            case .lowercase: text.lowercased(with: locale)
            }
        }
    }

    /// How a truncated line is cut; text renders cut at the end.
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
}

/// Why content is redacted; `.placeholder` draws text as blocks.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// A set of reasons from its bits; prefer ``placeholder``.
    ///
    /// - Parameter rawValue: The bits: 1 placeholder, 2 privacy, 4 invalidated.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Whether text can be selected; text renders have no selection.
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// Upper or lower case for text inside, or `nil` as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Why content inside is redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Upper- or lower-cases text inside (in the environment's locale); `nil` leaves it as written.
    ///
    /// - Parameter textCase: `.uppercase`, `.lowercase`, or `nil`.
    /// - Returns: The view, with the case for text inside.
    public func textCase(_ textCase: Text.Case?) -> ModifiedView<Self> {
        transformEnvironment { $0.textCase = textCase }
    }

    /// Draws text inside as placeholder blocks (`█`) when `reason` is `.placeholder`, as a loading skeleton.
    ///
    /// - Parameter reason: Why the content is redacted; only `.placeholder` changes the text.
    /// - Returns: The view, with the redaction for text inside.
    public func redacted(reason: RedactionReasons) -> ModifiedView<Self> {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Removes redaction inside.
    ///
    /// - Returns: The view, without redaction inside.
    public func unredacted() -> ModifiedView<Self> {
        transformEnvironment { $0.redactionReasons = [] }
    }

    /// Whether text inside can be selected; accepted, no change in text.
    ///
    /// - Parameter selectability: `.enabled` or `.disabled`.
    /// - Returns: The view unchanged.
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    /// Where a truncated line is cut; accepted, text renders cut at the end.
    ///
    /// - Parameter mode: `.head`, `.middle` or `.tail`.
    /// - Returns: The view unchanged.
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    /// How small text may shrink to fit; accepted, no change in text.
    ///
    /// - Parameter factor: The smallest scale, from 0 to 1.
    /// - Returns: The view unchanged.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// Whether letters may be squeezed to fit; accepted, no change in text.
    ///
    /// - Parameter flag: Whether letters may be squeezed.
    /// - Returns: The view unchanged.
    public func allowsTightening(_ flag: Bool) -> Self { self }
    /// Space between lines; accepted, no change in text.
    ///
    /// - Parameter lineSpacing: The extra space in points.
    /// - Returns: The view unchanged.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
    /// Space between letters of text inside; accepted, no change in text.
    ///
    /// - Parameter kerning: The extra space in points.
    /// - Returns: The view unchanged.
    public func kerning(_ kerning: CGFloat) -> Self { self }
    /// Space between letters of text inside; accepted, no change in text.
    ///
    /// - Parameter tracking: The extra space in points.
    /// - Returns: The view unchanged.
    public func tracking(_ tracking: CGFloat) -> Self { self }
    /// Digits of equal width in text inside; accepted, no change in text (every character is a column already).
    ///
    /// - Returns: The view unchanged.
    public func monospacedDigit() -> Self { self }
    /// The language text inside is laid out for (iOS 17); accepted, no change in text.
    ///
    /// - Parameters:
    ///   - language: The language, such as `.init(languageCode: .english)`.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The view unchanged.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Self { self }
    /// The language text inside is laid out for (iOS 17); accepted, no change in text.
    ///
    /// - Parameters:
    ///   - language: `.automatic` or `.explicit(_:)`.
    ///   - isEnabled: Whether it applies.
    /// - Returns: The view unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Self { self }
    /// Raises or lowers text inside; accepted, no change in text.
    ///
    /// - Parameter baselineOffset: The offset in points.
    /// - Returns: The view unchanged.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }
    /// A line through text inside; accepted, no change in text.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line; `true` by default.
    ///   - pattern: Solid, dotted or dashed.
    ///   - color: The line's colour, or `nil`.
    /// - Returns: The view unchanged.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Self { self }
    /// A line under text inside; accepted, no change in text.
    ///
    /// - Parameters:
    ///   - isActive: Whether to draw the line; `true` by default.
    ///   - pattern: Solid, dotted or dashed.
    ///   - color: The line's colour, or `nil`.
    /// - Returns: The view unchanged.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Self { self }
}

/// The language text is laid out for: the text's own, or one given.
public struct TypesettingLanguage: Hashable, Sendable {
    let language: Locale.Language?

    /// The language the text itself is in.
    public static let automatic = TypesettingLanguage(language: nil)

    /// A given language.
    ///
    /// - Parameter language: The language.
    /// - Returns: The typesetting language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}
