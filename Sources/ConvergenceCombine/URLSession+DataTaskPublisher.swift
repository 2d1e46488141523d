import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads a URL when subscribed to, as Combine's `URLSession.dataTaskPublisher(for:)`: it
    /// sends the data and response, then finishes, or fails with the `URLError`. The request is real: a scenario
    /// that uses it waits on the network (give its view model a mock instead).
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url).map(\.data).decode(type: Weather.self, decoder: JSONDecoder())
    /// ```
    ///
    /// - Parameter url: The URL to load.
    /// - Returns: The publisher.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that performs a request when subscribed to (see ``dataTaskPublisher(for:)-(URL)``).
    ///
    /// - Parameter request: The request.
    /// - Returns: The publisher.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher of a data task: one `(data, response)` value, or a `URLError`.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        // Unchecked: URLSession is thread-safe, and URLRequest a value.
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request performed.
        public let request: URLRequest
        /// The session that performs it.
        public let session: URLSession

        /// A publisher of a request in a session.
        ///
        /// - Parameters:
        ///   - request: The request.
        ///   - session: The session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(subscriber, request: request, session: session))
        }
    }
}

/// Starts the data task at the first demand and hands its outcome to the subscriber; cancelling cancels the task.
/// What a data task's completion is handed to; not generic, so the completion closure captures no generic type.
private protocol DataTaskOutcomeReceiver: AnyObject, Sendable {
    func finish(data: Data?, response: URLResponse?, error: (any Error)?)
}

private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, DataTaskOutcomeReceiver,
    @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    // Unchecked: the mutable state is behind `lock`.
    private let lock = NSLock()
    private var downstream: Downstream?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession

    init(_ downstream: Downstream, request: URLRequest, session: URLSession) {
        self.downstream = downstream
        self.request = request
        self.session = session
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task = lock.withLock { () -> URLSessionDataTask? in
            guard downstream != nil, self.task == nil else { return nil }
            let receiver: any DataTaskOutcomeReceiver = self
            let task = session.dataTask(with: request) { data, response, error in
                receiver.finish(data: data, response: response, error: error)
            }
            self.task = task
            return task
        }
        task?.resume()
    }

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        let subscriber = lock.withLock { () -> Downstream? in
            defer { downstream = nil }
            return downstream
        }
        guard let subscriber else { return }
        if let response, error == nil {
            _ = subscriber.receive((data: data ?? Data(), response: response))
            subscriber.receive(completion: .finished)
        } else {
            let failure = (error as? URLError) ?? URLError(.unknown)
            subscriber.receive(completion: .failure(failure))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            defer { downstream = nil }
            return self.task
        }
        task?.cancel()
    }
}
