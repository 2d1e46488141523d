extension Subscribers {
    /// How many values a subscriber asks for: a number, or `.unlimited`.
    ///
    /// ```swift
    /// subscription.request(.max(1))
    /// ```
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The count; `nil` for unlimited.
        public let max: Int?

        private init(count: Int?) {
            max = count.map { Swift.max(0, $0) }
        }

        /// As many values as the publisher sends.
        public static let unlimited = Demand(count: nil)
        /// No values.
        public static let none = Demand(count: 0)

        /// At most `value` values.
        ///
        /// - Parameter value: The number of values, zero or more.
        /// - Returns: The demand.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(count: value)
        }

        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case (let left?, let right?): left < right
            }
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            lhs + Demand(count: rhs)
        }

        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// The demand less `rhs`, never below none; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return Demand(count: left - right)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            lhs - Demand(count: rhs)
        }

        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs.max == rhs
        }

        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs > Demand(count: rhs)
        }

        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs < Demand(count: rhs)
        }
    }
}
