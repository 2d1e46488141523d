extension Publishers {
    /// The publisher `map(_:)` returns: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// A publisher sending `transform` of each value of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: The transformation.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(ForwardingSubscriber(downstream: subscriber) { subscriber.receive(transform($0)) })
        }
    }

    /// The publisher `compactMap(_:)` returns: each value transformed, `nil` results left out.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation; values it maps to `nil` are left out.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher sending the non-`nil` results of `transform`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: The transformation.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                ForwardingSubscriber(downstream: subscriber) { value in
                    guard let output = transform(value) else { return .max(1) }
                    return subscriber.receive(output)
                })
        }
    }
}

extension Publisher {
    /// Transforms each value.
    ///
    /// ```swift
    /// $query.map { $0.trimmingCharacters(in: .whitespaces) }
    /// ```
    ///
    /// - Parameter transform: Makes the value to send from each value.
    /// - Returns: A publisher of the transformed values.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value, leaving out those it maps to `nil`.
    ///
    /// - Parameter transform: Makes the value to send, or `nil` to send nothing.
    /// - Returns: A publisher of the non-`nil` results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
