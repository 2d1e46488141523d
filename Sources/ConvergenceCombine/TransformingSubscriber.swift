import Foundation

/// Stands between an upstream publisher and a downstream subscriber whose failure type may differ: it hands values
/// and the completion to closures, which may end the stream early (`finish`), cancelling the upstream; `tryMap`,
/// `decode`, `mapError`, `replaceError` and `catch` are made of it.
final class TransformingSubscriber<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
{
    // Unchecked: the mutable state is behind `lock`.
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var downstream: Downstream?
    private let onValue: (Input, TransformingSubscriber) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>, TransformingSubscriber) -> Void
    /// Whether it asks its upstream for every value itself rather than passing its subscription downstream: a
    /// publisher taking over after `catch`, whose downstream already holds a subscription.
    private let requestsOnItsOwn: Bool

    init(
        downstream: Downstream, onValue: @escaping (Input, TransformingSubscriber) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<Failure>, TransformingSubscriber) -> Void,
        requestsOnItsOwn: Bool = false
    ) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
        self.requestsOnItsOwn = requestsOnItsOwn
    }

    /// The downstream subscriber, while the stream goes on.
    var subscriber: Downstream? { lock.withLock { downstream } }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        if requestsOnItsOwn {
            subscription.request(.unlimited)
        } else {
            subscriber?.receive(subscription: self)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard subscriber != nil else { return .none }
        return onValue(input, self)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard subscriber != nil else { return }
        onCompletion(completion, self)
    }

    /// Ends the stream with a completion, cancelling the upstream.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (last, source) = lock.withLock { () -> (Downstream?, (any Subscription)?) in
            defer {
                downstream = nil
                upstream = nil
            }
            return (downstream, upstream)
        }
        source?.cancel()
        last?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let source = lock.withLock { () -> (any Subscription)? in
            defer {
                downstream = nil
                upstream = nil
            }
            return upstream
        }
        source?.cancel()
    }
}
