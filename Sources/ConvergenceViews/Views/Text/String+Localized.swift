import Foundation

#if !canImport(Darwin)
    // Linux's Foundation has no `String(localized:)`; apps call it in models and view code alike.
    extension String {
        /// A localized string's key and default value, with interpolations formatted as `Text` formats them.
        public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
            public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
            let key: LocalizedStringKey

            /// A value from a string.
            ///
            /// - Parameter value: The string.
            public init(_ value: String) {
                key = LocalizedStringKey(value)
            }

            /// A value from a string literal without interpolations.
            ///
            /// - Parameter value: The string.
            public init(stringLiteral value: String) {
                key = LocalizedStringKey(value)
            }

            /// A value from a string literal with interpolations.
            ///
            /// - Parameter stringInterpolation: The literal parts and interpolated values, collected by the compiler.
            public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
                key = LocalizedStringKey(stringInterpolation: stringInterpolation)
            }
        }

        /// The string for a key: while a view's body runs, its translation for `locale` from the scenario's package's
        /// String Catalogs, else the key itself; its interpolations formatted in
        /// `locale` (`en_US` unless given: never the process's locale) and UTC.
        ///
        /// ```swift
        /// String(localized: "\(count) items left")   // "3 items left"
        /// ```
        ///
        /// - Parameters:
        ///   - keyAndValue: The key, which is also the value shown.
        ///   - table: The table the key is in (`Localizable` when `nil`), looked up while a view's body runs.
        ///   - bundle: Accepted and ignored.
        ///   - locale: The locale interpolations are formatted in; `en_US` by default.
        ///   - comment: Accepted and ignored.
        public init(
            localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
            locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil
        ) {
            self = LocalizedText.format(keyAndValue.key, table: table, locale: locale)
        }

        /// The translation of `key` while a view's body runs, else the default value.
        ///
        /// - Parameters:
        ///   - key: The key; not shown.
        ///   - defaultValue: The value shown.
        ///   - table: The table the key is in (`Localizable` when `nil`), looked up while a view's body runs.
        ///   - bundle: Accepted and ignored.
        ///   - locale: The locale interpolations are formatted in; `en_US` by default.
        ///   - comment: Accepted and ignored.
        public init(
            localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            bundle: Bundle? = nil, locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil
        ) {
            self = LocalizedText.format(defaultValue.key, table: table, locale: locale, catalogKey: "\(key)")
        }
    }
#endif

/// A localized key as a plain string.
enum LocalizedText {
    /// A key's text with its arguments formatted in `locale` and UTC, without reading Markdown.
    ///
    /// During a render, the key is looked up in the scenario's package's tables (`StringTables`) for `locale`, as
    /// `Text` looks its keys up; `catalogKey` names the key when it differs from the default value.
    static func format(
        _ key: LocalizedStringKey, table: String? = nil, locale: Locale, catalogKey: String? = nil
    ) -> String {
        var context = TextFormatContext.standard
        context.locale = locale
        context.calendar.locale = locale
        var segment = TextSegment(template: key.template, arguments: key.arguments, markdown: false)
        let tables = StringTables.current
        if TextSegment.needsLookup(tables, locale: locale) {
            segment.localization = TextSegment.Localization(table: table)
            segment = segment.translated(with: tables, locale: locale, key: catalogKey)
        }
        return segment.runs(in: context).map(\.text).joined()
    }
}
