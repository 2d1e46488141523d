import Foundation

/// A type whose values a chart can place on an axis: numbers, strings and dates.
public protocol Plottable {}

extension String: Plottable {}
extension Substring: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Date: Plottable {}
