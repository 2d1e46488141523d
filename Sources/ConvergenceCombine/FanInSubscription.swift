import Foundation

/// The subscription of an operator with several upstreams (`merge`, `combineLatest`): it asks each upstream for every
/// value, finishes when all have finished, fails at the first failure, and cancels them all together.
///
/// It passes values on whatever the downstream demand (subscribers made with `sink` and `assign` want them all).
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstreams: [any Subscription] = []
    private var unfinished: Int

    init(_ downstream: Downstream, upstreamCount: Int) {
        self.downstream = downstream
        unfinished = upstreamCount
    }

    /// A subscriber for one upstream, whose values go to `handle`.
    func subscriber<Input>(_ handle: @escaping (Input) -> Void) -> AnySubscriber<Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let live = lock.withLock { () -> Bool in
                    guard downstream != nil else { return false }
                    upstreams.append(subscription)
                    return true
                }
                if live { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: {
                handle($0)
                return .none
            },
            receiveCompletion: { [self] in complete($0) })
    }

    /// Sends `value` downstream, unless the stream ended or was cancelled.
    func send(_ value: Downstream.Input) {
        guard let subscriber = lock.withLock({ downstream }) else { return }
        _ = subscriber.receive(value)
    }

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let ending = lock.withLock { () -> (Downstream, [any Subscription])? in
            guard let subscriber = downstream else { return nil }
            unfinished -= 1
            if case .finished = completion, unfinished > 0 { return nil }
            downstream = nil
            defer { upstreams = [] }
            return (subscriber, upstreams)
        }
        guard let ending else { return }
        if case .failure = completion { for upstream in ending.1 { upstream.cancel() } }
        ending.0.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let all = lock.withLock { () -> [any Subscription] in
            downstream = nil
            defer { upstreams = [] }
            return upstreams
        }
        for upstream in all { upstream.cancel() }
    }
}
