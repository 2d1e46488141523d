import Foundation

/// Sends at most one value, at the first demand, then a completion; for `Just`, `Fail` and `Future`.
final class OneShotSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>

    init(_ downstream: Downstream, value: Downstream.Input?, completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.value = value
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 || value == nil else { return }
        let subscriber = lock.withLock { () -> Downstream? in
            defer { downstream = nil }
            return downstream
        }
        guard let subscriber else { return }
        if let value { _ = subscriber.receive(value) }
        subscriber.receive(completion: completion)
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
