/// A publisher you send values into by hand, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    ///
    /// - Parameter value: The value to send.
    func send(_ value: Output)

    /// Ends the stream: subscribers receive `completion` and nothing after it.
    ///
    /// - Parameter completion: `.finished`, or `.failure(error)`.
    func send(completion: Subscribers.Completion<Failure>)

    /// Asks `subscription` for every value; used when the subject subscribes to a publisher.
    ///
    /// - Parameter subscription: The upstream subscription.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a signal with no value: `refresh.send()`.
    public func send() {
        send(())
    }
}
