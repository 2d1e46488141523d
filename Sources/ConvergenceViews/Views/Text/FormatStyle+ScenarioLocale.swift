import Foundation

// Foundation's own format styles, as app code writes them, made in the locale, time zone and calendar of the view
// that runs the code (see `FormatDefaults`); outside a render they are exactly Foundation's. Each declaration has
// Foundation's name and signature, and being declared in a module that imports Foundation, it is the one app code
// sees.

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    /// A currency format in the rendering view's locale: `$0.00` for `USD` in the default `en_US`.
    ///
    /// - Parameter code: The ISO 4217 currency code, such as `USD`.
    /// - Returns: The format style.
    public static func currency(code: String) -> Self { Self(code: code, locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    /// A currency format in the rendering view's locale.
    ///
    /// - Parameter code: The ISO 4217 currency code, such as `USD`.
    /// - Returns: The format style.
    public static func currency(code: String) -> Self { Self(code: code, locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == Decimal.FormatStyle.Currency {
    /// A currency format in the rendering view's locale.
    ///
    /// - Parameter code: The ISO 4217 currency code, such as `USD`.
    /// - Returns: The format style.
    public static func currency(code: String) -> Self { Self(code: code, locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
    /// A percent format in the rendering view's locale: `0.25` shows as `25%`.
    public static var percent: Self { Self(locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
    /// A percent format in the rendering view's locale: `25` shows as `25%`.
    public static var percent: Self { Self(locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
    /// A number format in the rendering view's locale.
    public static var number: Self { Self(locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == IntegerFormatStyle<Int> {
    /// A number format in the rendering view's locale.
    public static var number: Self { Self(locale: FormatDefaults.locale) }
}

extension FormatStyle where Self == Date.FormatStyle {
    /// A date format to add fields to (`.dateTime.day().month()`), in the rendering view's locale, time zone and
    /// calendar.
    public static var dateTime: Self { FormatDefaults.dateStyle(date: nil, time: nil) }
}

extension Date {
    /// The date and time, numeric and short (`1/1/2026, 9:00 AM`), in the rendering view's locale and time zone.
    ///
    /// - Returns: The formatted date.
    public func formatted() -> String {
        formatted(FormatDefaults.dateStyle(date: .numeric, time: .shortened))
    }

    /// The date and time in the given styles, in the rendering view's locale, time zone and calendar.
    ///
    /// - Parameters:
    ///   - date: How to show the date, such as `.abbreviated` (`Jan 1, 2026`).
    ///   - time: How to show the time, such as `.shortened` (`9:00 AM`).
    /// - Returns: The formatted date.
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        formatted(FormatDefaults.dateStyle(date: date, time: time))
    }
}

extension BinaryFloatingPoint {
    /// The number in the rendering view's locale: `1,234.5` in `en_US`.
    ///
    /// - Returns: The formatted number.
    public func formatted() -> String { formatted(FloatingPointFormatStyle<Self>(locale: FormatDefaults.locale)) }
}

extension BinaryInteger {
    /// The number in the rendering view's locale: `1,234` in `en_US`.
    ///
    /// - Returns: The formatted number.
    public func formatted() -> String { formatted(IntegerFormatStyle<Self>(locale: FormatDefaults.locale)) }
}

extension Decimal {
    /// The number in the rendering view's locale.
    ///
    /// - Returns: The formatted number.
    public func formatted() -> String { formatted(Decimal.FormatStyle(locale: FormatDefaults.locale)) }
}
