import Foundation

extension Publishers {
    /// The publisher `combineLatest(_:)` returns: the latest value of each publisher, as a pair, whenever either sends
    /// (once both have sent one).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher of the latest pair of values of `a` and `b`.
        ///
        /// - Parameters:
        ///   - a: The first publisher.
        ///   - b: The second publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanInSubscription(subscriber, upstreamCount: 2)
            let latest = LatestPair<A.Output, B.Output>()
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.subscriber { value in latest.setFirst(value).map(fanIn.send) })
            b.subscribe(fanIn.subscriber { value in latest.setSecond(value).map(fanIn.send) })
        }
    }
}

/// The latest value from each side of a `combineLatest`.
final class LatestPair<First, Second>: @unchecked Sendable {
    private let lock = NSLock()
    private var first: First?
    private var second: Second?

    /// Stores the first side's value; returns the pair once both sides have one.
    func setFirst(_ value: First) -> (First, Second)? {
        lock.withLock {
            first = value
            return second.map { (value, $0) }
        }
    }

    /// Stores the second side's value; returns the pair once both sides have one.
    func setSecond(_ value: Second) -> (First, Second)? {
        lock.withLock {
            second = value
            return first.map { ($0, value) }
        }
    }
}

extension Publisher {
    /// Pairs the latest value of this publisher with the latest of `other`, each time either sends.
    ///
    /// ```swift
    /// $name.combineLatest($email).map { !$0.isEmpty && $1.contains("@") }.assign(to: &$canSubmit)
    /// ```
    ///
    /// - Parameter other: Another publisher with the same failure.
    /// - Returns: A publisher of pairs, starting when both have sent a value.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines the latest value of this publisher with the latest of `other` through `transform`.
    ///
    /// - Parameters:
    ///   - other: Another publisher with the same failure.
    ///   - transform: Makes the value to send from the two latest values.
    /// - Returns: A publisher of the combined values, starting when both have sent a value.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
