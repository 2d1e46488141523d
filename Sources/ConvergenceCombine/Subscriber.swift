/// A type that receives values from a ``Publisher``, as Combine's `Subscriber`.
///
/// A subscriber first receives a ``Subscription`` and asks it for values with ``Subscription/request(_:)``; each
/// value it receives returns how many more it wants; a completion ends the stream.
public protocol Subscriber<Input, Failure> {
    /// The type of the values it receives.
    associatedtype Input
    /// The error the stream can fail with.
    associatedtype Failure: Error

    /// Receives the subscription, through which it asks for values and can cancel.
    ///
    /// - Parameter subscription: The subscription.
    func receive(subscription: any Subscription)

    /// Receives one value.
    ///
    /// - Parameter input: The value.
    /// - Returns: How many more values it wants, added to what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Receives the end of the stream: finished, or failed with an error.
    ///
    /// - Parameter completion: How the stream ended.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's namespace for subscribers and for the types they use.
public enum Subscribers {}
