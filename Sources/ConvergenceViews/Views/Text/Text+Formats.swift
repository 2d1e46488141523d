import Foundation

extension Text {
    /// A value in a `FormatStyle`, formatted in the environment's locale (and time zone, for dates).
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "USD"))     // $12.50
    /// Text(0.3, format: .percent)                      // 30%
    /// Text(["Ann", "Bo"], format: .list(type: .and))   // Ann and Bo
    /// ```
    ///
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: The format style, such as `.number` or `.dateTime`.
    public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        let argument = UncheckedFormat(input: input, format: format).argument
        segments = [TextSegment(template: Self.placeholder, arguments: [argument], markdown: false)]
    }

    /// A date shown in a `DateStyle`: `.date`, `.time`, or measured from the scenario's now (`.relative`,
    /// `.offset`, `.timer`) — never the wall clock.
    ///
    /// ```swift
    /// Text(order.placedAt, style: .relative)   // 2 hours ago → "2 hours" as SwiftUI shows it
    /// ```
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show the date.
    public init(_ date: Date, style: DateStyle) {
        segments = [TextSegment(template: Self.placeholder, arguments: [.date(date, style: style)], markdown: false)]
    }

    /// A range of dates, such as `9:00 AM – 10:00 AM`.
    ///
    /// - Parameter dates: The first and the last date.
    public init(_ dates: ClosedRange<Date>) {
        segments = [TextSegment(template: Self.placeholder, arguments: [.dates(dates)], markdown: false)]
    }

    /// A date interval, shown as its range.
    ///
    /// - Parameter interval: The interval.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer counting through an interval, as of the scenario's now: `countsDown` from the end, else up from the
    /// start; `pauseTime` freezes it.
    ///
    /// - Parameters:
    ///   - timerInterval: The timer's start and end.
    ///   - pauseTime: The moment the timer shows, frozen; `nil` (the default) for the scenario's now.
    ///   - countsDown: Whether to count down from the end (the default) or up from the start.
    ///   - showsHours: Whether an hour or more shows as hours (`1:02:03`, the default) or as minutes (`62:03`).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        let argument = TextArgument(.timer, identity: "\(timerInterval)|\(String(describing: pauseTime))|\(countsDown)")
        {
            context in
            let now = min(max(pauseTime ?? context.now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds =
                countsDown
                ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateStyle.clock(seconds, showsHours: showsHours)
        }
        segments = [TextSegment(template: Self.placeholder, arguments: [argument], markdown: false)]
    }

    /// A template that is only the first argument.
    nonisolated static var placeholder: String {
        String(Character(Unicode.Scalar(LocalizedStringKey.placeholderBase)!))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Hashable, CustomStringConvertible {
        let kind: Kind
        enum Kind: String, Sendable { case date, time, relative, offset, timer }

        /// The date alone: `January 1, 2026`.
        public static let date = DateStyle(kind: .date)
        /// The time alone: `9:41 AM`.
        public static let time = DateStyle(kind: .time)
        /// Time from now, without "ago": `2 hours, 5 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// Signed time from now: `+2 hours`.
        public static let offset = DateStyle(kind: .offset)
        /// A running clock from now: `2:05:00`.
        public static let timer = DateStyle(kind: .timer)

        public var description: String { kind.rawValue }

        func format(_ date: Date, in context: TextFormatContext) -> String {
            switch kind {
            case .date:
                return context.localize(Date.FormatStyle(date: .long, time: .omitted)).format(date)
            case .time:
                return context.localize(Date.FormatStyle(date: .omitted, time: .shortened)).format(date)
            case .relative:
                return Self.span(abs(date.timeIntervalSince(context.now)))
            case .offset:
                let seconds = date.timeIntervalSince(context.now)
                return (seconds < 0 ? "-" : "+") + Self.span(abs(seconds))
            case .timer:
                return Self.clock(abs(date.timeIntervalSince(context.now)), showsHours: true)
            }
        }

        /// The two largest units of a span: `2 hours, 5 minutes`, `45 seconds`.
        static func span(_ seconds: TimeInterval) -> String {
            let total = Int(seconds.rounded(.down))
            let units: [(Int, String)] = [
                (total / 86_400, "day"), (total % 86_400 / 3600, "hour"), (total % 3600 / 60, "minute"),
                (total % 60, "second"),
            ]
            let shown = units.drop { $0.0 == 0 }.prefix(2).filter { $0.0 > 0 }
            guard !shown.isEmpty else { return "0 seconds" }
            return shown.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        }

        /// `m:ss`, or `h:mm:ss` from an hour on.
        static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
            let total = max(0, Int(seconds.rounded(.down)))
            let hours = total / 3600
            let minutes = showsHours ? total % 3600 / 60 : total / 60
            let secs = total % 60
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
            return "\(minutes):\(two(secs))"
        }
    }
}

/// A format style and its input, carried into a render. Format styles are values; the box only lets ones that do
/// not declare `Sendable` ride along, and it is read on the main actor where texts resolve.
struct UncheckedFormat<F: FormatStyle>: TextFormatting, @unchecked Sendable where F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    /// The value as a text argument, formatted when shown.
    var argument: TextArgument {
        let erased: any TextFormatting = self
        return TextArgument(.format, identity: "\(input)|\(format)") { context in erased.format(in: context) }
    }

    func format(in context: TextFormatContext) -> String {
        context.localize(format).format(input)
    }
}

/// Something that formats itself in a context; lets a closure carry a generic format without its type.
protocol TextFormatting: Sendable {
    func format(in context: TextFormatContext) -> String
}

/// A date range as `Jan 1, 2026, 9:00 AM – 10:00 AM` in the environment's locale and time zone.
enum DateRangeText {
    static func format(_ dates: ClosedRange<Date>, in context: TextFormatContext) -> String {
        let style = context.localize(Date.FormatStyle(date: .abbreviated, time: .shortened))
        return style.format(dates.lowerBound) + " – " + style.format(dates.upperBound)
    }
}
