/// A subscriber's link to its publisher, as Combine's `Subscription`: ask for values, or cancel.
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    ///
    /// - Parameter demand: How many more values to send.
    func request(_ demand: Subscribers.Demand)
}

/// A subscription that sends nothing, for publishers that complete at once.
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
