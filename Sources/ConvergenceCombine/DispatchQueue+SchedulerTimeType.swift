import Dispatch

extension DispatchQueue {
    /// A dispatch queue's measure of time for Combine: a dispatch time, with intervals in nanoseconds.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time.
        public var dispatchTime: DispatchTime

        /// A time from a dispatch time.
        ///
        /// - Parameter time: The dispatch time.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let moved = Int(dispatchTime.uptimeNanoseconds) + n.magnitude
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, moved))))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// An interval between two dispatch times, in nanoseconds; a literal number is seconds:
        /// `let delay: DispatchQueue.SchedulerTimeType.Stride = 0.5`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The interval in nanoseconds.
            public var magnitude: Int

            init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            /// An interval from a dispatch time interval.
            ///
            /// - Parameter timeInterval: The interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// An interval in seconds.
            ///
            /// - Parameter value: The seconds.
            public init(_ value: Double) {
                magnitude = Int((value * 1_000_000_000).rounded())
            }

            /// An interval in seconds.
            ///
            /// - Parameter value: The seconds.
            public init(floatLiteral value: Double) {
                self.init(value)
            }

            /// An interval in whole seconds.
            ///
            /// - Parameter value: The seconds.
            public init(integerLiteral value: Int) {
                magnitude = value * 1_000_000_000
            }

            /// An interval in whole nanoseconds, when the value is one.
            ///
            /// - Parameter source: The nanoseconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let nanoseconds = Int(exactly: source) else { return nil }
                magnitude = nanoseconds
            }

            /// The interval as a dispatch time interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }
}
