import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and runs closures with them, as Combine's `Subscribers.Sink`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Runs with each value.
        public let receiveValue: (Input) -> Void
        /// Runs once, with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isDone = false

        /// A sink running `receiveCompletion` at the end and `receiveValue` with each value.
        ///
        /// - Parameters:
        ///   - receiveCompletion: Runs once, when the stream ends.
        ///   - receiveValue: Runs with each value.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard !isDone, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            guard !lock.withLock({ isDone }) else { return .none }
            receiveValue(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let wasDone = lock.withLock { () -> Bool in
                defer {
                    isDone = true
                    subscription = nil
                }
                return isDone
            }
            if !wasDone { receiveCompletion(completion) }
        }

        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                defer {
                    isDone = true
                    self.subscription = nil
                }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Runs `receiveValue` with each value and `receiveCompletion` when the stream ends.
    ///
    /// ```swift
    /// loader.results.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - receiveCompletion: Runs once, when the stream finishes or fails.
    ///   - receiveValue: Runs with each value.
    /// - Returns: A cancellable; delivery stops when it is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Runs `receiveValue` with each value of a publisher that cannot fail.
    ///
    /// ```swift
    /// model.$query.sink { print("searching", $0) }.store(in: &cancellables)
    /// ```
    ///
    /// - Parameter receiveValue: Runs with each value.
    /// - Returns: A cancellable; delivery stops when it is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
