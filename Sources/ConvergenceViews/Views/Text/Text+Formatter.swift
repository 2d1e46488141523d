import Foundation

extension Text {
    /// A value shown through a `Formatter` (a `DateFormatter`, `NumberFormatter`, …). A number or date formatter left
    /// at the machine's locale, time zone or calendar shows the environment's; one the app configured keeps its own.
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
        /// A date shown through a `DateFormatter`, in the environment's locale and time zone unless the app set the
        /// formatter's own. (Linux's `Date` is not `ReferenceConvertible`, so it gets this form of its own.)
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
