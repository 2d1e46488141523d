import ConvergenceTree
import Foundation

/// Content redrawn on a schedule, on the scenario clock: its `context.date` is the scenario's start,
/// 2001-01-01 00:00:00 UTC, plus the time steps have advanced the clock by, at the schedule's last entry — never
/// the wall clock, so renders stay deterministic.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// // Scenario steps: [.advanceClock(by: .seconds(5))] shows 00:00:05.
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func resolveNodes(in context: ResolveContext) -> [Node] {
        let now = TimelineClock.start + ScenarioTime.elapsedSeconds
        let date = (schedule as? any TimelineDating)?.date(at: now) ?? Self.lastEntry(of: schedule, atOrBefore: now)
        return context.resolve(content(Context(date: date, cadence: .seconds)), at: "TimelineView")
    }

    private static func lastEntry(of schedule: Schedule, atOrBefore now: Date) -> Date {
        var last = TimelineClock.start
        for (index, entry) in schedule.entries(from: TimelineClock.start, mode: .normal).enumerated() {
            guard entry <= now, index < 10_000 else { break }
            last = entry
        }
        return last
    }
}

/// What a ``TimelineView``'s content is given: the date it is drawn for.
public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence

    /// How often the content is redrawn.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// The time a ``TimelineView`` shows: its start plus the scenario clock's elapsed time (``ScenarioTime``, set by
/// the scenario session while it resolves a frame; zero outside a scenario).
enum TimelineClock {
    /// The scenario's start: 2001-01-01 00:00:00 UTC.
    static let start = Date(timeIntervalSinceReferenceDate: 0)
}

/// When a ``TimelineView`` redraws.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule runs at full rate or reduced (low power); text renders always use `normal`.
public enum TimelineScheduleMode: Sendable, Hashable {
    case normal, lowFrequency
}

/// Schedules that say directly which entry shows at a time.
protocol TimelineDating {
    func date(at now: Date) -> Date
}

/// Every `interval` seconds; entries counted from the scenario's start (the `from` date is not read, since it is
/// usually the wall clock's `.now`).
public struct PeriodicTimelineSchedule: TimelineSchedule, TimelineDating, Sendable {
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }

    func date(at now: Date) -> Date {
        guard interval > 0, interval.isFinite else { return now }
        let elapsed = now.timeIntervalSince(TimelineClock.start)
        return TimelineClock.start + (elapsed / interval).rounded(.down) * interval
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, TimelineDating, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }

    func date(at now: Date) -> Date {
        TimelineClock.start + (now.timeIntervalSince(TimelineClock.start) / 60).rounded(.down) * 60
    }
}

/// As often as the screen refreshes: the clock's exact time.
public struct AnimationTimelineSchedule: TimelineSchedule, TimelineDating, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }

    func date(at now: Date) -> Date { now }
}

/// At the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
