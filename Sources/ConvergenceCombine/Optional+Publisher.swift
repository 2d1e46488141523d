extension Optional {
    /// A publisher of the value, if there is one, then the end, as Combine's `Optional.publisher`.
    ///
    /// ```swift
    /// .onReceive(window.publisher) { window in window.level = .floating }
    /// ```
    public var publisher: Publisher { Publisher(self) }

    /// The publisher of an optional: its value then `.finished`, or only `.finished` for `nil`.
    public struct Publisher: ConvergenceCombine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The value sent, if any.
        public let output: Wrapped?

        /// A publisher of an optional value.
        ///
        /// - Parameter output: The value, or `nil` to send none.
        public init(_ output: Wrapped?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            subscriber.receive(subscription: OneShotSubscription(subscriber, value: output, completion: .finished))
        }
    }
}
