import Foundation

/// A subject that holds a current value and gives it to each new subscriber, as Combine's `CurrentValueSubject`.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// volume.sink { print($0) }.store(in: &cancellables)  // prints 5
/// volume.value = 6  // prints 6
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var current: Output
    private var upstreams: [any Subscription] = []

    /// A subject holding `value`.
    ///
    /// - Parameter value: The first current value.
    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        guard !core.isCompleted else { return }
        lock.withLock { current = input }
        core.send(input, buffering: true)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        upstreams.append(subscription)
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, initial: value)
    }
}
