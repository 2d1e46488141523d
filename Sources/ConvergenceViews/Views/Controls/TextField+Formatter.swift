import Foundation

extension TextField where Label == Text {
    /// A field editing a value through a `Formatter`, with the older editing callbacks.
    ///
    /// - Parameters:
    ///   - titleKey: The title, from a string literal: interpolations are formatted in the environment's locale and
    ///     Markdown is read.
    ///   - value: The value the field edits.
    ///   - formatter: Shows the value and parses typed text.
    ///   - onEditingChanged: Runs when editing begins and ends; text renders do not focus fields, so it never runs.
    ///   - onCommit: Runs when the field is submitted (the submit step).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, value: value, formatter: formatter, prompt: nil)
        self.onCommit = onCommit
    }

    /// A field titled with a string value, editing a value through a `Formatter`, with the older editing callbacks.
    ///
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - value: The value the field edits.
    ///   - formatter: Shows the value and parses typed text.
    ///   - onEditingChanged: Runs when editing begins and ends; text renders do not focus fields, so it never runs.
    ///   - onCommit: Runs when the field is submitted (the submit step).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
        self.onCommit = onCommit
    }
}

extension TextFormatContext {
    /// A number or date formatter as this render shows it: a formatter left at the process's locale (and, for dates,
    /// its time zone and calendar) takes the render's instead, so the text is the same on every machine; a locale,
    /// time zone or calendar the app set on the formatter is kept, as on a device. Other formatters are used as they
    /// are.
    func localize(_ formatter: Formatter) -> Formatter {
        if let numbers = formatter as? NumberFormatter, numbers.locale == Locale.current,
            let copy = numbers.copy() as? NumberFormatter
        {
            copy.locale = locale
            return copy
        }
        if let dates = formatter as? DateFormatter, let copy = dates.copy() as? DateFormatter {
            if dates.locale == Locale.current { copy.locale = locale }
            if dates.timeZone == TimeZone.current { copy.timeZone = timeZone }
            if dates.calendar == Calendar.current { copy.calendar = calendar }
            return copy
        }
        return formatter
    }
}

extension Text {
    /// A value shown through a `Formatter` (a `DateFormatter`, `NumberFormatter`, …), in the environment's locale
    /// for number and date formatters.
    ///
    /// - Parameters:
    ///   - subject: The value, such as a `Date`.
    ///   - formatter: Writes the value.
    public nonisolated init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        let argument = UncheckedFormatter(subject: subject, formatter: formatter).argument
        segments = [TextSegment(template: Self.placeholder, arguments: [argument], markdown: false)]
    }

    /// An object shown through a `Formatter`, such as an `NSNumber` through a `NumberFormatter`.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - formatter: Writes the object.
    public nonisolated init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        let argument = UncheckedFormatter(subject: subject, formatter: formatter).argument
        segments = [TextSegment(template: Self.placeholder, arguments: [argument], markdown: false)]
    }
}

#if !canImport(Darwin)
    extension Text {
        /// A date shown through a `DateFormatter`, in the environment's locale and time zone. (Linux's `Date` is not
        /// `ReferenceConvertible`, so it gets this form of its own.)
        ///
        /// - Parameters:
        ///   - date: The date.
        ///   - formatter: Writes the date.
        public nonisolated init(_ date: Date, formatter: Formatter) {
            let argument = UncheckedFormatter(subject: date, formatter: formatter).argument
            segments = [TextSegment(template: Self.placeholder, arguments: [argument], markdown: false)]
        }
    }
#endif

/// A formatter and its subject, carried into a render; read on the main actor where texts resolve.
struct UncheckedFormatter<Subject>: TextFormatting, @unchecked Sendable {
    let subject: Subject
    let formatter: Formatter

    var argument: TextArgument {
        let erased: any TextFormatting = self
        return TextArgument(.format, identity: "\(subject)|\(formatter)") { context in erased.format(in: context) }
    }

    func format(in context: TextFormatContext) -> String {
        context.localize(formatter).string(for: subject) ?? ""
    }
}
