import Foundation

#if !canImport(Darwin)
    /// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks: says how far a date is from another,
    /// `"2 hours ago"`, `"in 3 days"`, or with named words, `"yesterday"`.
    ///
    /// The locale starts as US English, the locale a render's environment has, not the machine's, so a render is the
    /// same everywhere; set ``locale`` for another language.
    ///
    /// ```swift
    /// RelativeDateTimeFormatter().localizedString(for: published, relativeTo: now)  // "2 hours ago"
    /// ```
    open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
        /// Whether to use numbers only (`"1 day ago"`) or named words where the language has them (`"yesterday"`).
        public enum DateTimeStyle: Int, Sendable {
            case numeric
            case named
        }

        /// How long the unit words are.
        public enum UnitsStyle: Int, Sendable {
            /// `"2 months ago"`.
            case full
            /// `"two months ago"`.
            case spellOut
            /// `"2 mo. ago"`.
            case short
            /// `"2mo ago"`.
            case abbreviated
        }

        /// Numbers only (the default) or named words.
        open var dateTimeStyle: DateTimeStyle = .numeric
        /// How long the unit words are; `.full` by default.
        open var unitsStyle: UnitsStyle = .full
        /// The capitalization context; accepted, the phrase is written as the language writes it mid-sentence.
        open var formattingContext: Context = .unknown
        /// The language of the phrase.
        open var locale: Locale! = Locale(identifier: "en_US")
        /// The calendar that measures the distance.
        open var calendar: Calendar! = Calendar(identifier: .gregorian)

        public override init() {
            super.init()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// How far `date` is from `referenceDate`: `"2 hours ago"` when it is earlier, `"in 2 hours"` when later.
        ///
        /// - Parameters:
        ///   - date: The date to describe.
        ///   - referenceDate: The date it is measured from, usually now.
        /// - Returns: The phrase.
        open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
            var style = Date.AnchoredRelativeFormatStyle(
                anchor: date,
                presentation: dateTimeStyle == .named ? .named : .numeric,
                unitsStyle: formatUnitsStyle)
            style.locale = locale ?? Locale(identifier: "en_US")
            style.calendar = calendar ?? Calendar(identifier: .gregorian)
            return style.format(referenceDate)
        }

        /// A phrase for a time interval from now: negative intervals are in the past.
        ///
        /// - Parameter timeInterval: Seconds from now.
        /// - Returns: The phrase.
        open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
            let now = Date()
            return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
        }

        /// A phrase for date components from now, such as `DateComponents(day: -1)`: `"1 day ago"`.
        ///
        /// - Parameter dateComponents: The distance, in calendar units.
        /// - Returns: The phrase.
        open func localizedString(from dateComponents: DateComponents) -> String {
            let now = Date()
            let date = (calendar ?? Calendar(identifier: .gregorian)).date(byAdding: dateComponents, to: now) ?? now
            return localizedString(for: date, relativeTo: now)
        }

        /// A phrase for a date measured from now; `nil` for anything else.
        ///
        /// - Parameter obj: A date.
        /// - Returns: The phrase, or `nil`.
        open override func string(for obj: Any?) -> String? {
            guard let date = obj as? Date else { return nil }
            return localizedString(for: date, relativeTo: Date())
        }

        private var formatUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
            switch unitsStyle {
            case .full: .wide
            case .spellOut: .spellOut
            case .short: .abbreviated
            case .abbreviated: .narrow
            }
        }
    }
#endif
