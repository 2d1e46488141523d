/// A subscriber of any type, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscriptionHandler: (any Subscription) -> Void
    private let valueHandler: (Input) -> Subscribers.Demand
    private let completionHandler: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    ///
    /// - Parameter subscriber: The subscriber to wrap.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let already = subscriber as? AnySubscriber<Input, Failure> {
            self = already
            return
        }
        subscriptionHandler = subscriber.receive(subscription:)
        valueHandler = subscriber.receive(_:)
        completionHandler = subscriber.receive(completion:)
    }

    /// A subscriber made of closures; each left out does nothing (and a value asks for no more).
    ///
    /// - Parameters:
    ///   - receiveSubscription: Runs with the subscription.
    ///   - receiveValue: Runs with each value and says how many more it wants.
    ///   - receiveCompletion: Runs with the completion.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscriptionHandler = receiveSubscription ?? { _ in }
        valueHandler = receiveValue ?? { _ in .none }
        completionHandler = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: any Subscription) {
        subscriptionHandler(subscription)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        valueHandler(input)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        completionHandler(completion)
    }
}
