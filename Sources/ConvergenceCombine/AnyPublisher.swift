/// A publisher whose own type is hidden, as Combine's `AnyPublisher`; make one with `eraseToAnyPublisher()`.
///
/// ```swift
/// var results: AnyPublisher<[String], Never> { $query.map { [$0] }.eraseToAnyPublisher() }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    ///
    /// - Parameter publisher: The publisher to hide.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let already = publisher as? AnyPublisher<Output, Failure> {
            self = already
            return
        }
        attach = { publisher.subscribe($0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides the publisher's type, so a property or function can return `AnyPublisher<Output, Failure>`.
    ///
    /// - Returns: The same values and completion, as an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
