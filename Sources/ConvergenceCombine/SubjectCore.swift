import Foundation

/// The subscribers of a subject, each with its own demand, in the order they subscribed.
///
/// Values go to each subscriber outside the lock, so a subscriber may send into the same subject.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Whether a completion was sent.
    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// Attaches `subscriber`; `initial`, when given, waits for its first demand (a current value).
    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(AnySubscriber(subscriber), core: self)
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        if let ended {
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: ended)
            return
        }
        if let initial { conduit.hold(initial) }
        subscriber.receive(subscription: conduit)
    }

    /// Sends `value` to every subscriber that asked for one; a subscriber with no demand left keeps it for later
    /// when `buffering` (a current value), or misses it.
    func send(_ value: Output, buffering: Bool) {
        let targets = lock.withLock { completion == nil ? conduits : [] }
        for conduit in targets { conduit.offer(value, buffering: buffering) }
    }

    /// Ends the stream for every subscriber; later values are ignored.
    func send(completion ending: Subscribers.Completion<Failure>) {
        let targets = lock.withLock { () -> [Conduit] in
            guard completion == nil else { return [] }
            completion = ending
            defer { conduits.removeAll() }
            return conduits
        }
        for conduit in targets { conduit.finish(ending) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription to the subject.
    final class Conduit: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private var downstream: AnySubscriber<Output, Failure>?
        private weak var core: SubjectCore?
        private var demand = Subscribers.Demand.none
        private var held: [Output] = []
        private var isDelivering = false

        init(_ downstream: AnySubscriber<Output, Failure>, core: SubjectCore) {
            self.downstream = downstream
            self.core = core
        }

        func hold(_ value: Output) {
            lock.withLock { held = [value] }
        }

        func request(_ more: Subscribers.Demand) {
            lock.withLock { demand += more }
            drain()
        }

        func offer(_ value: Output, buffering: Bool) {
            let keep = lock.withLock { () -> Bool in
                guard downstream != nil else { return false }
                if buffering {
                    held = [value]
                } else if demand > 0 {
                    held.append(value)
                }
                return true
            }
            if keep { drain() }
        }

        /// Delivers the held value while there is demand for it.
        private func drain() {
            while true {
                let next = lock.withLock { () -> (AnySubscriber<Output, Failure>, Output)? in
                    guard !isDelivering, let downstream, demand > 0, !held.isEmpty else { return nil }
                    let value = held.removeFirst()
                    demand -= 1
                    isDelivering = true
                    return (downstream, value)
                }
                guard let next else { return }
                let more = next.0.receive(next.1)
                lock.withLock {
                    demand += more
                    isDelivering = false
                }
            }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let subscriber = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                defer {
                    downstream = nil
                    held = []
                }
                return downstream
            }
            subscriber?.receive(completion: completion)
        }

        func cancel() {
            lock.withLock {
                downstream = nil
                held = []
            }
            core?.remove(self)
        }
    }
}
