/// A subject that passes each value on to its current subscribers, as Combine's `PassthroughSubject`.
///
/// It keeps no value: a subscriber receives only what is sent after it subscribed.
///
/// ```swift
/// let taps = PassthroughSubject<String, Never>()
/// taps.sink { print($0) }.store(in: &cancellables)
/// taps.send("Save")  // prints "Save"
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()
    private var upstreams: [any Subscription] = []

    /// A subject with no subscribers yet.
    public init() {}

    public func send(_ input: Output) {
        core.send(input, buffering: false)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        upstreams.append(subscription)
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, initial: nil)
    }
}
