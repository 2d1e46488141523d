import Foundation

/// A publisher that eventually sends one value, or fails, as Combine's `Future`.
///
/// The closure runs at once, when the future is made; each subscriber receives the result once it is known.
///
/// ```swift
/// Future<Int, Never> { promise in promise(.success(42)) }.sink { print($0) }  // prints 42
/// ```
public final class Future<Output, Failure: Error>: Publisher {
    /// The closure that fulfils the future with a result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private let core = SubjectCore<Output, Failure>()
    private var result: Result<Output, Failure>?

    /// A future fulfilled by `attemptToFulfill`, which runs now.
    ///
    /// - Parameter attemptToFulfill: Receives the promise to call, once, with the result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ outcome: Result<Output, Failure>) {
        let first = lock.withLock { () -> Bool in
            guard result == nil else { return false }
            result = outcome
            return true
        }
        guard first else { return }
        switch outcome {
        case .success(let value):
            core.send(value, buffering: true)
            core.send(completion: .finished)
        case .failure(let error):
            core.send(completion: .failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        switch lock.withLock({ result }) {
        case .success(let value):
            subscriber.receive(subscription: OneShotSubscription(subscriber, value: value, completion: .finished))
        case .failure(let error):
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: .failure(error))
        case nil:
            core.attach(subscriber, initial: nil)
        }
    }
}
