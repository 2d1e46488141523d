/// A publisher that fails at once with an error, as Combine's `Fail`.
///
/// ```swift
/// Fail<String, URLError>(error: URLError(.notConnectedToInternet))
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher failing with `error`.
    ///
    /// - Parameter error: The error.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher failing with `error`, its output type spelled out.
    ///
    /// - Parameters:
    ///   - outputType: The type of the values it would send.
    ///   - failure: The error.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
