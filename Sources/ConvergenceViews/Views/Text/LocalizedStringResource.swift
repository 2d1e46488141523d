import Foundation

#if !canImport(Darwin)
    // Linux's Foundation has no `LocalizedStringResource`; apps pass one to `Text`, `String(localized:)` and App
    // Intents.
    /// A reference to a localized string, resolved later: its key, its default value with interpolations, its table
    /// and the locale its values are formatted in.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "\(count) items left"
    /// Text(title)                    // looked up in the render's locale, as `Text("\(count) items left")`
    /// String(localized: title)       // looked up while a view's body runs, in the resource's locale
    /// ```
    public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        /// Where the strings table is: accepted and recorded; renders read the scenario's package.
        public enum BundleDescription: Equatable, Sendable {
            case main
            case atURL(URL)
        }

        /// The key in the table.
        public let key: String
        /// The value shown when the table has no translation, with its interpolations.
        public var defaultValue: String.LocalizationValue
        /// The table the key is in; `Localizable` when nil.
        public var table: String?
        /// The locale the value is formatted (and, for `String(localized:)`, looked up) in.
        public var locale: Locale
        /// Where the table is.
        public var bundle: BundleDescription

        /// A resource whose key is its value.
        ///
        /// - Parameters:
        ///   - keyAndValue: The key and default value.
        ///   - table: The table; `Localizable` when nil.
        ///   - locale: The locale; `en_US` by default, never the process's.
        ///   - bundle: Where the table is.
        ///   - comment: Accepted and ignored.
        public init(
            _ keyAndValue: String.LocalizationValue, table: String? = nil,
            locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main,
            comment: StaticString? = nil
        ) {
            key = keyAndValue.key.catalogKey
            defaultValue = keyAndValue
            self.table = table
            self.locale = locale
            self.bundle = bundle
        }

        /// A resource with a key of its own and a default value.
        ///
        /// - Parameters:
        ///   - key: The key in the table.
        ///   - defaultValue: The value shown without a translation.
        ///   - table: The table; `Localizable` when nil.
        ///   - locale: The locale; `en_US` by default.
        ///   - bundle: Where the table is.
        ///   - comment: Accepted and ignored.
        public init(
            _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main,
            comment: StaticString? = nil
        ) {
            self.key = "\(key)"
            self.defaultValue = defaultValue
            self.table = table
            self.locale = locale
            self.bundle = bundle
        }

        public init(stringLiteral value: String) {
            self.init(String.LocalizationValue(value))
        }

        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
        }

        public var description: String { String(localized: self) }

        /// Whether the key is the default value's own (`"\(count) items"` → `%lld items`).
        var keyIsValue: Bool { key == defaultValue.key.catalogKey }
    }

    extension String {
        /// The string a resource names, looked up while a view's body runs in the resource's locale, else its
        /// default value.
        ///
        /// - Parameter resource: The resource.
        public init(localized resource: LocalizedStringResource) {
            self = LocalizedText.format(
                resource.defaultValue.key, table: resource.table, locale: resource.locale,
                catalogKey: resource.keyIsValue ? nil : resource.key)
        }
    }

    extension Text {
        /// A text showing a resource, looked up in the render's locale as `Text(_:tableName:)` looks a key up.
        ///
        /// A string literal goes to `Text(_:tableName:bundle:comment:)`, as a `LocalizedStringKey`, rather than here.
        ///
        /// - Parameter resource: The resource.
        @_disfavoredOverload
        public init(_ resource: LocalizedStringResource) {
            if resource.keyIsValue {
                self.init(resource.defaultValue.key, tableName: resource.table)
            } else {
                self.init(verbatim: String(localized: resource))
            }
        }
    }
#endif
