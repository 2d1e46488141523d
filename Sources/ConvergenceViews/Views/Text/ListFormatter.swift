import Foundation

#if !canImport(Darwin)
    /// Foundation's `ListFormatter`, which Linux's Foundation lacks: joins strings as a sentence lists them,
    /// `"Apples, Pears, and Plums"` in English.
    ///
    /// The locale starts as US English, the locale a render's environment has, not the machine's, so a render is the
    /// same everywhere; set ``locale`` for another language.
    ///
    /// ```swift
    /// ListFormatter.localizedString(byJoining: ["A", "B", "C"])  // "A, B, and C"
    /// ```
    open class ListFormatter: Formatter, @unchecked Sendable {
        /// The language the list is joined in (its separators and final "and").
        open var locale: Locale! = Locale(identifier: "en_US")

        /// Formats each item before joining; without one, items are written as `String(describing:)` writes them.
        open var itemFormatter: Formatter?

        public override init() {
            super.init()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Joins strings in US English: `"A"`, `"A and B"`, `"A, B, and C"`.
        ///
        /// - Parameter strings: The strings, in order.
        /// - Returns: The joined list; empty for no strings.
        open class func localizedString(byJoining strings: [String]) -> String {
            ListFormatter().joined(strings)
        }

        /// Joins items, each written by ``itemFormatter`` when set.
        ///
        /// - Parameter items: The items, in order.
        /// - Returns: The joined list, or `nil` when the item formatter cannot write one of the items.
        open func string(from items: [Any]) -> String? {
            var strings: [String] = []
            for item in items {
                if let itemFormatter {
                    guard let string = itemFormatter.string(for: item) else { return nil }
                    strings.append(string)
                } else {
                    strings.append(item as? String ?? String(describing: item))
                }
            }
            return joined(strings)
        }

        /// Joins an array's items; `nil` for anything else.
        ///
        /// - Parameter obj: An array of items.
        /// - Returns: The joined list, or `nil`.
        open override func string(for obj: Any?) -> String? {
            guard let items = obj as? [Any] else { return nil }
            return string(from: items)
        }

        private func joined(_ strings: [String]) -> String {
            strings.formatted(.list(type: .and).locale(locale ?? Locale(identifier: "en_US")))
        }
    }
#endif
