/// A publisher that sends no value, and finishes at once unless told not to, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// An empty publisher.
    ///
    /// - Parameter completeImmediately: Whether it finishes at once (`true`, the default) or never.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// An empty publisher whose types are spelled out: `Empty(outputType: Int.self, failureType: Never.self)`.
    ///
    /// - Parameters:
    ///   - completeImmediately: Whether it finishes at once (`true`, the default) or never.
    ///   - outputType: The type of the values it would send.
    ///   - failureType: The error it would fail with.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
