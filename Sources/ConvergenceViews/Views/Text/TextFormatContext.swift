import Foundation

/// What formatting a text needs from where it is shown: the environment's locale, time zone and calendar, and the
/// render's "now". Never the process's locale or time zone, so a render is the same under any `LANG` or `TZ`.
struct TextFormatContext: Sendable {
    var locale: Locale
    var timeZone: TimeZone
    var calendar: Calendar
    /// The scenario's now: its reference date plus the time its clock shows.
    var now: Date

    @MainActor init(_ environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        calendar = environment.calendar
        now = environment.scenarioReferenceDate.addingTimeInterval(ScenarioTime.elapsedSeconds)
    }

    /// What a text without interpolated values gets, since nothing in it reads the context: built once.
    static let unread = standard

    /// The default environment's context, for a text read outside any render.
    static var standard: TextFormatContext {
        TextFormatContext(
            locale: Locale(identifier: "en_US"), timeZone: TimeZone(secondsFromGMT: 0)!,
            calendar: Calendar(identifier: .gregorian), now: ScenarioTime.defaultReferenceDate)
    }

    private init(locale: Locale, timeZone: TimeZone, calendar: Calendar, now: Date) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.now = now
    }

    /// A format style set to this context's locale, and for dates its time zone and calendar.
    func localize<F: FormatStyle>(_ format: F) -> F {
        let localized = format.locale(locale)
        if var date = localized as? Date.FormatStyle {
            date.timeZone = timeZone
            date.calendar = calendar
            return date as? F ?? localized
        }
        if var iso = localized as? Date.ISO8601FormatStyle {
            iso.timeZone = timeZone
            return iso as? F ?? localized
        }
        if var relative = localized as? Date.RelativeFormatStyle {
            relative.calendar = calendar
            return relative as? F ?? localized
        }
        return localized
    }

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

/// The scenario time a render shows, which `Text(date, style: .relative)` and timers measure from.
package enum ScenarioTime {
    /// Seconds the running scenario's clock has advanced; the scenario session sets it while it resolves.
    @TaskLocal package static var elapsed: Duration = .zero

    static var elapsedSeconds: TimeInterval {
        let parts = elapsed.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }

    /// 2026-01-01 09:00 UTC: "now" when a scenario's clock starts, unless the scenario sets another.
    package static let defaultReferenceDate = Date(timeIntervalSince1970: 1_767_258_000)
}

private struct ScenarioReferenceDateKey: EnvironmentKey {
    static var defaultValue: Date { ScenarioTime.defaultReferenceDate }
}

extension EnvironmentValues {
    /// The date a scenario starts at: "now" for `Text(date, style: .relative)`, `.timer` and `.offset`, moved on by
    /// `.advanceClock` steps. 2026-01-01 09:00 UTC unless set with `.environment(\.scenarioReferenceDate, …)`.
    public var scenarioReferenceDate: Date {
        get { self[ScenarioReferenceDateKey.self] }
        set { self[ScenarioReferenceDateKey.self] = newValue }
    }
}
