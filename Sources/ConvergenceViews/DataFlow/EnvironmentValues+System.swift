import Foundation

/// Whether the app is in front, as SwiftUI's `ScenePhase`; scenarios are always `.active`.
public enum ScenePhase: Sendable, Hashable, Comparable {
    case background, inactive, active
}

/// Light or dark appearance; text renders look the same in both.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}

/// A horizontal or vertical size class, as on a device.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

/// The user's preferred text size; text renders use one size, but views may branch on it.
public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// How much room a character takes at this size, against `.large` (the default): the body style's point size
    /// on iOS (14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53 for the accessibility sizes) over 17.
    var textScale: Double {
        switch self {
        case .xSmall: 14 / 17
        case .small: 15 / 17
        case .medium: 16 / 17
        case .large: 1
        case .xLarge: 19 / 17
        case .xxLarge: 21 / 17
        case .xxxLarge: 23 / 17
        case .accessibility1: 28 / 17
        case .accessibility2: 33 / 17
        case .accessibility3: 40 / 17
        case .accessibility4: 47 / 17
        case .accessibility5: 53 / 17
        }
    }
}

/// The locale, time zone and calendar a render uses unless a scenario sets others, built once: every text with a
/// formatted value reads them.
private enum SystemDefaults {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(secondsFromGMT: 0)!
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }()
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { SystemDefaults.locale } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { SystemDefaults.timeZone } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar? { nil } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// Whether the app is in front; always `.active` unless a scenario sets it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The locale formats use: `en_US` unless a scenario sets another with `.environment(\.locale, …)`.
    /// Never the process's locale, so renders are the same under any `LANG`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: UTC unless a scenario sets another. Never the process's `TZ`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// A Gregorian calendar in the environment's locale and time zone, unless one was set.
    public var calendar: Calendar {
        get {
            if let set = self[CalendarKey.self] { return set }
            if !contains(LocaleKey.self), !contains(TimeZoneKey.self) { return SystemDefaults.calendar }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = timeZone
            return calendar
        }
        set { self[CalendarKey.self] = newValue }
    }

    /// Light unless a scenario sets `.dark`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// `.compact`, as on a phone held upright.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// `.regular`, as on a phone held upright.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// `.large`, the default text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size views inside read from `\.dynamicTypeSize`; text renders draw one size.
    ///
    /// - Parameter size: The size, such as `.accessibility1`.
    /// - Returns: The view with the size in its environment.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedView<Self> {
        transformEnvironment { $0.dynamicTypeSize = size }
    }

    /// Limits the text size views inside read to a range; text renders draw one size.
    ///
    /// - Parameter range: The sizes allowed, such as `...DynamicTypeSize.xxLarge`; a size outside is clamped to the
    ///   nearer end.
    /// - Returns: The view with the clamped size in its environment.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedView<Self> where T.Bound == DynamicTypeSize {
        transformEnvironment { values in
            let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let first = sizes.first, let last = sizes.last {
                values.dynamicTypeSize = min(max(values.dynamicTypeSize, first), last)
            }
        }
    }

    /// Asks for light or dark appearance; views inside read it from `\.colorScheme`.
    ///
    /// - Parameter colorScheme: `.light` or `.dark`; `nil` leaves the appearance as it is.
    /// - Returns: The view with the appearance in its environment.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedView<Self> {
        transformEnvironment { values in
            if let colorScheme { values.colorScheme = colorScheme }
        }
    }

    /// Sets the appearance views inside read from `\.colorScheme` (SwiftUI's older spelling of
    /// `.environment(\.colorScheme, _)`, common in previews).
    ///
    /// - Parameter colorScheme: `.light` or `.dark`.
    /// - Returns: The view with the appearance in its environment.
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedView<Self> {
        transformEnvironment { $0.colorScheme = colorScheme }
    }
}
