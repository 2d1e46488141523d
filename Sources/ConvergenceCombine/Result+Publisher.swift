extension Result {
    /// A publisher of the result: its value then the end, or its failure, as Combine's `Result.publisher`.
    ///
    /// ```swift
    /// Result<Int, Never>.success(42).publisher.sink { print($0) }  // prints 42
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// The publisher of a ``Swift/Result``: its value then `.finished`, or its failure.
    public struct Publisher: ConvergenceCombine.Publisher {
        public typealias Output = Success

        /// The result sent.
        public let result: Result<Success, Failure>

        /// A publisher of a result.
        ///
        /// - Parameter result: The result.
        public init(_ result: Result<Success, Failure>) {
            self.result = result
        }

        /// A publisher of a value.
        ///
        /// - Parameter output: The value.
        public init(_ output: Success) {
            result = .success(output)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value):
                subscriber.receive(subscription: OneShotSubscription(subscriber, value: value, completion: .finished))
            case .failure(let error):
                subscriber.receive(
                    subscription: OneShotSubscription(subscriber, value: nil, completion: .failure(error)))
            }
        }
    }
}
