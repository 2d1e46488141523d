extension Publishers {
    /// The publisher `merge(with:)` returns: the values of both publishers as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher of the values of `a` and `b`, finishing when both have finished.
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
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.subscriber { fanIn.send($0) })
            b.subscribe(fanIn.subscriber { fanIn.send($0) })
        }
    }
}

extension Publisher {
    /// Sends the values of this publisher and of `other` as they come.
    ///
    /// - Parameter other: Another publisher of the same output and failure.
    /// - Returns: A publisher finishing when both have finished, failing when either fails.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
