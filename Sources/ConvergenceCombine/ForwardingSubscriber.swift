/// Passes the upstream subscription and completion straight through and hands each value to `handle`, which says
/// how many more values it wants; the one-to-one operators (`map`, `filter`, …) are made of it.
struct ForwardingSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let handle: (Input) -> Subscribers.Demand

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        handle(input)
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
