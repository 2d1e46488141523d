extension Publishers {
    /// The publisher `tryMap(_:)` returns: each value transformed by a closure that may throw, which ends the
    /// stream with the error.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output

        /// A publisher sending `transform` of each value of `upstream`, or failing with what it throws.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are transformed.
        ///   - transform: The transformation.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                TransformingSubscriber<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber,
                    onValue: { value, link in
                        do {
                            return link.subscriber?.receive(try transform(value)) ?? .none
                        } catch {
                            link.finish(.failure(error))
                            return .none
                        }
                    },
                    onCompletion: { completion, link in link.finish(completion.eraseFailure()) }))
        }
    }

    /// The publisher `mapError(_:)` returns: the same values, its failure transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        /// The publisher whose failure is transformed.
        public let upstream: Upstream
        /// The transformation of the failure.
        public let transform: (Upstream.Failure) -> Failure

        /// A publisher sending the values of `upstream` and `transform` of its failure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - map: The transformation of its failure.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                TransformingSubscriber<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber,
                    onValue: { value, link in link.subscriber?.receive(value) ?? .none },
                    onCompletion: { completion, link in
                        switch completion {
                        case .finished: link.finish(.finished)
                        case .failure(let error): link.finish(.failure(transform(error)))
                        }
                    }))
        }
    }

    /// The publisher `replaceError(with:)` returns: the same values, and a value instead of a failure.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent instead of a failure.
        public let output: Upstream.Output

        /// A publisher sending the values of `upstream`, then `output` and the end instead of a failure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - output: The value sent instead of a failure.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            upstream.subscribe(
                TransformingSubscriber<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber,
                    onValue: { value, link in link.subscriber?.receive(value) ?? .none },
                    onCompletion: { completion, link in
                        if case .failure = completion { _ = link.subscriber?.receive(output) }
                        link.finish(.finished)
                    }))
        }
    }

    /// The publisher `catch(_:)` returns: the same values, and after a failure those of the publisher the handler
    /// makes from it.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Makes the publisher that takes over after a failure.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// A publisher sending the values of `upstream`, then, after a failure, those of `handler`'s publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - handler: Makes the publisher that takes over after a failure.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            upstream.subscribe(
                TransformingSubscriber<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber,
                    onValue: { value, link in link.subscriber?.receive(value) ?? .none },
                    onCompletion: { completion, link in
                        switch completion {
                        case .finished:
                            link.finish(.finished)
                        case .failure(let error):
                            guard let downstream = link.subscriber else { return }
                            handler(error).subscribe(
                                TransformingSubscriber<Output, Failure, S>(
                                    downstream: downstream,
                                    onValue: { value, next in next.subscriber?.receive(value) ?? .none },
                                    onCompletion: { completion, next in next.finish(completion) },
                                    requestsOnItsOwn: true))
                        }
                    }))
        }
    }

    /// The publisher `setFailureType(to:)` returns: the same values, under a failure type it never fails with.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream

        /// A publisher sending the values of `upstream`.
        ///
        /// - Parameter upstream: The publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TransformingSubscriber<Upstream.Output, Never, S>(
                    downstream: subscriber,
                    onValue: { value, link in link.subscriber?.receive(value) ?? .none },
                    onCompletion: { _, link in link.finish(.finished) }))
        }
    }
}

extension Subscribers.Completion {
    /// The same completion, its failure as `any Error`.
    func eraseFailure() -> Subscribers.Completion<any Error> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(error)
        }
    }
}

extension Publisher {
    /// Transforms each value with a closure that may throw; a thrown error ends the stream with it.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url).tryMap { data, response in
    ///     guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    ///     return data
    /// }
    /// ```
    ///
    /// - Parameter transform: Makes the value to send from each value, or throws.
    /// - Returns: A publisher of the transformed values, failing with `any Error`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Transforms the failure.
    ///
    /// - Parameter transform: Makes the new failure from the old one.
    /// - Returns: A publisher of the same values with the new failure.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }

    /// Sends a value and ends instead of failing.
    ///
    /// - Parameter output: The value sent instead of a failure.
    /// - Returns: A publisher that never fails.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Goes on with another publisher after a failure.
    ///
    /// - Parameter handler: Makes the publisher that takes over from the failure, such as `Just(fallback)`.
    /// - Returns: A publisher of the values of both.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publisher where Failure == Never {
    /// The same values under a failure type, to combine with publishers that can fail.
    ///
    /// - Parameter failureType: The failure type, such as `(any Error).self`.
    /// - Returns: A publisher of the same values.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
