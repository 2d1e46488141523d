import Foundation

/// The locale, time zone and calendar that Foundation's formatting in app code uses while a view renders: the view's
/// environment's (`en_US` and UTC unless a scenario sets others), never the process's.
///
/// Bodies, actions and `.task` work carry them with their render, so `price.formatted(.currency(code: "USD"))`
/// in a body shows `$0.00` on any machine, as an American phone does. Outside any render, Foundation's own
/// behaviour (the process's locale and time zone) is left alone.
package struct FormatDefaults: Sendable {
    package let locale: Locale
    package let timeZone: TimeZone
    package let calendar: Calendar

    @MainActor init(_ environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        calendar = environment.calendar
    }

    private init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// What a render uses unless its scenario sets others: `en_US`, UTC, Gregorian.
    package static let standard = FormatDefaults(
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(secondsFromGMT: 0)!)

    /// The running code's, if it runs for a render.
    static var current: FormatDefaults? { RenderScope.current?.formats }

    /// The locale a format made here uses: the render's, else Foundation's own default.
    static var locale: Locale { current?.locale ?? .autoupdatingCurrent }

    /// A date format in the render's locale, time zone and calendar, else Foundation's own defaults.
    static func dateStyle(date: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> Date.FormatStyle {
        guard let current else { return Date.FormatStyle(date: date, time: time) }
        return Date.FormatStyle(
            date: date, time: time, locale: current.locale, calendar: current.calendar, timeZone: current.timeZone)
    }
}
