import Foundation

extension Publishers {
    /// The publisher `filter(_:)` returns: only the values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// The test; values it returns `false` for are left out.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher sending the values of `upstream` that pass `isIncluded`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are tested.
        ///   - isIncluded: The test.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(
                ForwardingSubscriber(downstream: subscriber) { value in
                    isIncluded(value) ? subscriber.receive(value) : .max(1)
                })
        }
    }

    /// The publisher `removeDuplicates()` returns: a value is left out when it equals the one sent before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeats are left out.
        public let upstream: Upstream
        /// Whether two values in a row count as the same.
        public let predicate: (Output, Output) -> Bool

        /// A publisher leaving out each value of `upstream` that `predicate` finds the same as the previous one.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose repeats are left out.
        ///   - predicate: Whether the previous and the new value count as the same.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let previous = LastValue<Output>()
            upstream.subscribe(
                ForwardingSubscriber(downstream: subscriber) { value in
                    guard previous.replace(with: value, unless: predicate) else { return .max(1) }
                    return subscriber.receive(value)
                })
        }
    }
}

/// The last value a subscription let through.
final class LastValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Value?

    /// Stores `value` and returns true, unless `same` says it matches the stored one.
    func replace(with value: Value, unless same: (Value, Value) -> Bool) -> Bool {
        lock.withLock {
            if let last, same(last, value) { return false }
            last = value
            return true
        }
    }
}

extension Publisher {
    /// Sends only the values that pass `isIncluded`.
    ///
    /// - Parameter isIncluded: The test.
    /// - Returns: A publisher of the values that pass.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Leaves out a value when `predicate` finds it the same as the value sent before it.
    ///
    /// - Parameter predicate: Whether the previous and the new value count as the same.
    /// - Returns: A publisher without repeats in a row.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out a value equal to the value sent before it.
    ///
    /// ```swift
    /// $query.removeDuplicates().sink { search($0) }.store(in: &cancellables)
    /// ```
    ///
    /// - Returns: A publisher without repeats in a row.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
