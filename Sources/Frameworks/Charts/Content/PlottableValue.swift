import Foundation

/// A value a mark plots, with the label of the axis or series it belongs to: `.value("Month", "Jan")`.
public struct PlottableValue<Value: Plottable> {
    let entry: ChartEntry

    /// A labelled value.
    ///
    /// - Parameters:
    ///   - label: The axis's or series' name, such as "Month".
    ///   - value: The value.
    /// - Returns: The value to plot.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(entry: ChartEntry(label: String(label), value: ChartEntry.Value(value)))
    }
}

/// One labelled value of a mark, as a render prints it.
struct ChartEntry: Sendable, Equatable {
    /// A plotted value: a number, which bars are scaled by, or anything else as text.
    enum Value: Sendable, Equatable {
        case number(Double)
        case text(String)

        init(_ value: some Plottable) {
            switch value {
            case let number as Int: self = .number(Double(number))
            case let number as Double: self = .number(number)
            case let number as Float: self = .number(Double(number))
            case let number as CGFloat: self = .number(Double(number))
            case let number as any BinaryInteger: self = .number(Double(number))
            case let date as Date: self = .text(Self.day(of: date))
            default: self = .text(String(describing: value))
            }
        }

        /// The value as a cell shows it: whole numbers without a fraction, others to at most two decimal places.
        var text: String {
            switch self {
            case .text(let text): return text
            case .number(let number):
                guard number.isFinite else { return "?" }
                if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
                let hundredths = Int((number * 100).rounded())
                let magnitude = abs(hundredths)
                let fraction = magnitude % 100
                let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0" : "") + "\(fraction)"
                return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + decimals
            }
        }

        /// A date as `2024-03-01`, in UTC so that no time zone reaches a render.
        private static func day(of date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            func two(_ number: Int?) -> String { (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
            return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
        }
    }

    let label: String
    let value: Value
}
