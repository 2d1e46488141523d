/// A type that sends values over time to its subscribers, then maybe a completion, as Combine's `Publisher`.
///
/// Convergence defines the Combine names a SwiftUI screen or its view model uses, on every platform, so
/// `model.$query.sink { … }` compiles with `import Convergence`. Everything runs synchronously: a value sent is
/// delivered before `send` returns.
///
/// ```swift
/// let names = PassthroughSubject<String, Never>()
/// let cancellable = names.map { $0.uppercased() }.sink { print($0) }
/// names.send("ada")  // prints "ADA"
/// ```
public protocol Publisher<Output, Failure> {
    /// The type of the values it sends.
    associatedtype Output
    /// The error it can fail with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`; call ``subscribe(_:)`` instead, which calls this.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`, which then receives a subscription, the values it asks for and the completion.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
