import Foundation

extension RunLoop {
    /// A run loop's measure of time for Combine: a date, with intervals in seconds.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The time.
        public var date: Date

        /// A time from a date.
        ///
        /// - Parameter date: The date.
        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// An interval between two dates, in seconds: `.seconds(1)`, `.milliseconds(300)` or a literal number.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval in seconds.
            ///
            /// - Parameter timeInterval: The seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// An interval in seconds.
            ///
            /// - Parameter value: The seconds.
            public init(floatLiteral value: TimeInterval) {
                magnitude = value
            }

            /// An interval in whole seconds.
            ///
            /// - Parameter value: The seconds.
            public init(integerLiteral value: Int) {
                magnitude = TimeInterval(value)
            }

            /// An interval in whole seconds, when the value is one.
            ///
            /// - Parameter source: The seconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                magnitude = seconds
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }
}
