import ConvergenceSupport
import ConvergenceTree
import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what `Text("…")`, `Button("…")` and other
/// titles take from a string literal.
///
/// A key is looked up in the String Catalogs and `.strings` files of the scenario's package for the environment's
/// locale; a key none of them holds is shown itself. Either way its inline Markdown is applied and
/// its interpolations are formatted in the environment's locale and time zone, as SwiftUI does:
///
/// ```swift
/// Text("Total: **\(total, format: .currency(code: "USD"))**")   // Total: $12.50, the amount in bold
/// ```
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The literal text, each interpolation replaced by a placeholder character.
    let template: String
    let arguments: [TextArgument]

    /// A key from a string value.
    ///
    /// - Parameter value: The key's text; its inline Markdown is read when shown.
    public init(_ value: String) {
        // Without arguments, no character of the template is read as a placeholder: it is kept as written.
        template = value
        arguments = []
    }

    /// A key from a string literal without interpolations.
    ///
    /// - Parameter value: The literal's text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from a string literal with interpolations.
    ///
    /// - Parameter stringInterpolation: The literal parts and interpolated values, collected by the compiler.
    public init(stringInterpolation: StringInterpolation) {
        arguments = stringInterpolation.arguments
        template =
            arguments.isEmpty
            ? Self.unescapingPlaceholders(stringInterpolation.template) : stringInterpolation.template
    }

    /// The key as a String Catalog holds it: each interpolation written as its `printf` specifier (`%@`, `%lld`…), as
    /// Xcode extracts it from `Text("\(count) items")`.
    var catalogKey: String { Self.catalogKey(template: template, arguments: arguments) }

    static func catalogKey(template: String, arguments: [TextArgument]) -> String {
        guard !arguments.isEmpty else { return template }
        var key = ""
        var literal = false
        for scalar in template.unicodeScalars {
            let offset = Int(scalar.value) - Int(Self.placeholderBase)
            if literal {
                key.unicodeScalars.append(scalar)
                literal = false
            } else if scalar.value == Self.literalMark {
                literal = true
            } else if offset >= 0, offset < arguments.count {
                key += arguments[offset].specifier
            } else if scalar == "%" {
                key += "%%"
            } else {
                key.unicodeScalars.append(scalar)
            }
        }
        return key
    }

    /// The first placeholder character; interpolation `n` is `placeholderBase + n`.
    static let placeholderBase: UInt32 = 0xF0000

    /// The bytes a placeholder's UTF-8 can start with (and a few more): 0xF3 and above.
    private static let placeholderLeadBytes = ByteSet { $0 >= 0xF3 }

    /// The mark before a literal character of the placeholders' plane (U+F0000–U+FFFFD, private use) in a template
    /// with arguments: that character is text, never a placeholder. It is the plane's last character, which no
    /// placeholder reaches (that would take 65,533 interpolations).
    static let literalMark: UInt32 = 0xFFFFD

    /// Whether `scalar` is in the placeholders' plane, where literal text is marked.
    private static func needsMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= placeholderBase && scalar.value <= literalMark
    }

    /// Literal text to sit beside placeholders in a template: each character of the placeholders' plane (private use,
    /// such as icon fonts' symbols) is kept, marked as literal so it is never read as a placeholder.
    static func escapingPlaceholders(_ text: String) -> String {
        // Placeholders are in plane 15, whose UTF-8 encodings start with 0xF3: a text without that byte has none.
        guard UTF8Scan.any(text, in: placeholderLeadBytes) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsMark(scalar) { escaped.append(Unicode.Scalar(literalMark)!) }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// `template` with the literal marks of ``escapingPlaceholders(_:)`` taken out: the text of a template that has
    /// no arguments after all.
    static func unescapingPlaceholders(_ template: String) -> String {
        guard UTF8Scan.any(template, in: placeholderLeadBytes) else { return template }
        var text = String.UnicodeScalarView()
        var literal = false
        for scalar in template.unicodeScalars {
            if !literal, scalar.value == literalMark {
                literal = true
                continue
            }
            literal = false
            text.append(scalar)
        }
        return String(text)
    }

    /// Collects the literal parts and the interpolated values of a `LocalizedStringKey`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var template = ""
        var arguments: [TextArgument] = []

        /// An empty interpolation, ready for the compiler to append to.
        ///
        /// - Parameters:
        ///   - literalCapacity: How many characters the literal parts hold, to reserve room.
        ///   - interpolationCount: How many values are interpolated.
        public init(literalCapacity: Int, interpolationCount: Int) {
            // A placeholder takes four bytes of UTF-8.
            template.reserveCapacity(literalCapacity + 4 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Appends a literal part.
        ///
        /// - Parameter literal: A literal part of the string.
        public mutating func appendLiteral(_ literal: String) {
            template += LocalizedStringKey.escapingPlaceholders(literal)
        }

        mutating func append(_ argument: TextArgument) {
            let scalar = Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(arguments.count))!
            template.unicodeScalars.append(scalar)
            arguments.append(argument)
        }

        /// A string, shown as it is (Markdown in it is not read, as in SwiftUI).
        ///
        /// - Parameter string: The string.
        public mutating func appendInterpolation(_ string: String) {
            append(TextArgument(.string, text: string))
        }

        /// A value in a `FormatStyle`, formatted in the environment's locale (and time zone, for dates).
        ///
        /// - Parameters:
        ///   - input: The value to format.
        ///   - format: The format style, such as `.number` or `.currency(code: "EUR")`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(UncheckedFormat(input: input, format: format).argument)
        }

        /// A number, as SwiftUI shows one in text (`%lld` / `%lf`: no grouping).
        ///
        /// - Parameter value: The number.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let text = value._formatted(specifier: nil)
            append(TextArgument(.number, text: text, specifier: T._catalogSpecifier, count: value._pluralCount))
        }

        /// A number in a `printf` specifier such as `"%.2f"`.
        ///
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The `printf` specifier, such as `"%.2f"`; `nil` for the type's default.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let text = value._formatted(specifier: specifier)
            append(TextArgument(.number, text: text, specifier: specifier, count: value._pluralCount))
        }

        /// Another text, its characters inserted.
        ///
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: Text) {
            append(TextArgument(.text, identity: "\(text.segments)") { context in text.plainText(in: context) })
        }

        /// A date in a text style (`.date`, `.time`, `.relative`, `.offset`, `.timer`).
        ///
        /// - Parameters:
        ///   - date: The date.
        ///   - style: How to show the date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.date(date, style: style))
        }

        /// A range of dates, such as `9:00 AM – 10:00 AM`.
        ///
        /// - Parameter dates: The first and the last date.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            append(.dates(dates))
        }

        /// A date interval, shown as its range.
        ///
        /// - Parameter interval: The interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(interval.start...interval.end)
        }

        /// A value described by `String(describing:)`, for types SwiftUI formats through a formatter.
        ///
        /// - Parameters:
        ///   - subject: The value.
        ///   - formatter: A formatter to describe it with; `nil` (the default) uses its description.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            let text = formatter?.string(for: subject) ?? String(describing: subject)
            append(TextArgument(.object, text: text))
        }

        /// An object, by its `description` or a formatter.
        ///
        /// - Parameters:
        ///   - subject: The value.
        ///   - formatter: A formatter to describe it with; `nil` (the default) uses its description.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            let text = formatter?.string(for: subject) ?? subject.description
            append(TextArgument(.object, text: text))
        }

        /// An attributed string's characters.
        ///
        /// - Parameter attributedString: The attributed string; only its characters are used.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            let text = String(attributedString.characters)
            append(TextArgument(.attributed, text: text))
        }
    }
}

/// A value interpolated into a `LocalizedStringKey`, formatted when the text is shown.
struct TextArgument: Equatable, Sendable {
    /// What kind of value it is, for comparing texts (with `identity`).
    enum Kind { case string, number, object, attributed, text, date, dates, timer, format }

    let kind: Kind
    /// A description of the value, for comparing texts; the text itself for a value that is already text.
    let identity: String
    /// How the value is shown where the text is; nil for a value that is already text (`identity` is shown).
    private let formatting: (@Sendable (TextFormatContext) -> String)?

    /// A value formatted where it is shown (locale, time zone, calendar, the scenario's now).
    init(_ kind: Kind, identity: String, format: @escaping @Sendable (TextFormatContext) -> String) {
        self.kind = kind
        self.identity = identity
        formatting = format
    }

    /// A value already turned into text: shown as it is, reading nothing from where it is shown.
    init(_ kind: Kind, text: String, specifier: String = "%@", count: Double? = nil) {
        self.kind = kind
        identity = text
        formatting = nil
        self.specifier = specifier
        self.count = count
    }

    /// The `printf` specifier the value takes in a String Catalog's key (`%@`, `%lld`, `%lf`…), as Xcode writes it.
    var specifier = "%@"
    /// The number, for a number: what chooses a plural form.
    var count: Double?

    /// Whether showing the value reads the context: a text whose arguments all are fixed skips building one.
    var readsContext: Bool { formatting != nil }

    func format(_ context: TextFormatContext) -> String { formatting?(context) ?? identity }

    /// A date in a text style, as `Text(date, style:)` and an interpolation show it.
    static func date(_ date: Date, style: Text.DateStyle) -> TextArgument {
        TextArgument(.date, identity: "\(date.timeIntervalSince1970)|\(style)") { context in
            style.format(date, in: context)
        }
    }

    /// A range of dates, as `Text(range)` and an interpolation show it.
    static func dates(_ dates: ClosedRange<Date>) -> TextArgument {
        TextArgument(.dates, identity: "\(dates)") { context in DateRangeText.format(dates, in: context) }
    }

    static func == (lhs: TextArgument, rhs: TextArgument) -> Bool {
        lhs.kind == rhs.kind && lhs.identity == rhs.identity
    }
}

/// A number `Text` interpolation formats with a `printf` specifier, as SwiftUI's `_FormatSpecifiable`.
public protocol _FormatSpecifiable: Equatable {
    /// The value as text, in `specifier` or the type's default one.
    func _formatted(specifier: String?) -> String
    /// The specifier Xcode writes into a String Catalog key for a number of this type (`%lld`, `%u`, `%lf`…).
    static var _catalogSpecifier: String { get }
    /// The number, which chooses a plural form.
    var _pluralCount: Double? { get }
}

extension _FormatSpecifiable where Self: BinaryInteger {
    /// `%lld`, `%d`, `%llu` or `%u`, by the type's width and sign.
    public static var _catalogSpecifier: String {
        let wide = MemoryLayout<Self>.size > 4
        return isSigned ? (wide ? "%lld" : "%d") : (wide ? "%llu" : "%u")
    }

    /// The integer as a `Double`.
    public var _pluralCount: Double? { Double(self) }

    /// The integer as text: decimal digits without grouping, or in a `printf` specifier.
    ///
    /// - Parameter specifier: The `printf` specifier, such as `"%.2f"`; `nil` for the type's default.
    /// - Returns: The formatted number.
    public func _formatted(specifier: String?) -> String {
        guard let specifier else {
            // Through a 64-bit type when the value fits one: describing an integer of an unknown type takes a slow
            // generic path, and a screen interpolates many.
            guard bitWidth <= 64 else { return String(self) }
            return Self.isSigned ? String(Int64(truncatingIfNeeded: self)) : String(UInt64(truncatingIfNeeded: self))
        }
        return String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), Int64(self))
    }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
    /// `%f` for a `Float`, `%lf` for wider numbers.
    public static var _catalogSpecifier: String { Self.self == Float.self ? "%f" : "%lf" }

    /// The number as a `Double`.
    public var _pluralCount: Double? { Double(self) }

    /// The number as text, in `%lf` or a `printf` specifier.
    ///
    /// - Parameter specifier: The `printf` specifier, such as `"%.2f"`; `nil` for the type's default.
    /// - Returns: The formatted number.
    public func _formatted(specifier: String?) -> String {
        String(format: specifier ?? "%lf", locale: Locale(identifier: "en_US_POSIX"), Double(self))
    }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
