import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sets the process's time zone to the one scenarios render in (UTC), before the first snapshot render.
///
/// Format styles in app code take the rendering view's time zone, but a `DateFormatter()` or `Calendar.current`
/// made without one reads the process's: the `TZ` of the machine that runs the tests. Snapshot runs pin it, so a
/// laptop in Istanbul and a CI runner in UTC render the same dates. (Foundation gives no such hook for the
/// process's locale: a `DateFormatter()` or `NumberFormatter()` without a locale keeps the process's, which on
/// Linux is always `en_001` whatever `LANG` says; give them `.locale`, or use format styles.)
@MainActor
enum ProcessTimeZone {
    private static var isPinned = false

    /// Pins the process's time zone to UTC, once; live previews and production screens never call it.
    static func pinForSnapshots() {
        guard !isPinned else { return }
        isPinned = true
        setenv("TZ", "GMT", 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
        NSTimeZone.default = TimeZone(secondsFromGMT: 0)!
    }
}
