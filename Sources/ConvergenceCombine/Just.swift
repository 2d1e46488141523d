/// A publisher that sends one value and finishes, as Combine's `Just`.
///
/// ```swift
/// Just("Ada").sink { print($0) }  // prints "Ada"
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value it sends.
    public let output: Output

    /// A publisher of `output`.
    ///
    /// - Parameter output: The value to send.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShotSubscription(subscriber, value: output, completion: .finished))
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
