/// An error a connection reports.
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    /// A POSIX error.
    case posix(POSIXErrorCode)
    /// A DNS error, by its `DNSServiceErrorType` code.
    case dns(Int32)
    /// A TLS error, by its `OSStatus` code.
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIX error \(code.rawValue)"
        case .dns(let code): "DNS error \(code)"
        case .tls(let code): "TLS error \(code)"
        }
    }
}

/// The protocols a connection uses.
public final class NWParameters: @unchecked Sendable {
    /// The name of the protocol stack, for descriptions.
    let stack: String
    /// Whether a connection may use an expensive interface; kept.
    public var prohibitExpensivePaths = false
    /// Whether a connection may use a constrained interface; kept.
    public var prohibitConstrainedPaths = false
    /// The only kind of interface a connection may use, if any; kept.
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    /// Whether a local address may be reused; kept.
    public var allowLocalEndpointReuse = false
    /// Whether connections include peer-to-peer interfaces; kept.
    public var includePeerToPeer = false

    init(stack: String) { self.stack = stack }

    /// TCP.
    public static var tcp: NWParameters { NWParameters(stack: "tcp") }
    /// UDP.
    public static var udp: NWParameters { NWParameters(stack: "udp") }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters(stack: "tls") }
    /// DTLS over UDP.
    public static var dtls: NWParameters { NWParameters(stack: "dtls") }
}

/// A connection to an endpoint.
///
/// A scenario reaches no server, as its live services do not run: a started connection reports
/// ``State/preparing`` and stays there, and what is sent or asked for never completes. A preview of a connected
/// screen gives its view the state it needs.
public final class NWConnection: @unchecked Sendable {
    /// Where a connection is in its life.
    public enum State: Equatable, Sendable {
        case setup
        case waiting(NWError)
        case preparing
        case ready
        case failed(NWError)
        case cancelled
    }

    /// Where the connection goes.
    public let endpoint: NWEndpoint
    /// The protocols it uses.
    public let parameters: NWParameters
    // Guarded by `lock`.
    private let lock = NSLock()
    private var currentState = State.setup
    private var handler: (@Sendable (State) -> Void)?
    private var startQueue: DispatchQueue?

    /// A connection to `endpoint`.
    ///
    /// - Parameters:
    ///   - endpoint: Where to connect.
    ///   - parameters: The protocols to use.
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    /// A connection to a host and port.
    ///
    /// - Parameters:
    ///   - host: The host.
    ///   - port: The port.
    ///   - parameters: The protocols to use.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// Where the connection is now.
    public var state: State { lock.withLock { currentState } }

    /// The queue given to ``start(queue:)``, or nil before.
    public var queue: DispatchQueue? { lock.withLock { startQueue } }

    /// What is called with each new state.
    public var stateUpdateHandler: (@Sendable (_ state: State) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// Starts connecting: the state becomes ``State/preparing``, reported at once on this thread.
    ///
    /// - Parameter queue: The queue the handlers are meant to run on.
    public func start(queue: DispatchQueue) {
        move(to: .preparing) { $0 == .setup }
        lock.withLock { startQueue = queue }
    }

    /// Closes the connection: the state becomes ``State/cancelled``.
    public func cancel() {
        move(to: .cancelled) { $0 != .cancelled }
    }

    /// Sends data; in a scenario it is never delivered, so `completion` is not called.
    ///
    /// - Parameters:
    ///   - content: The bytes to send.
    ///   - contentContext: The message's context; kept.
    ///   - isComplete: Whether this ends the message.
    ///   - completion: What is called when the data is sent.
    public func send(
        content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
        completion: SendCompletion
    ) {}

    /// Asks for data; in a scenario none arrives, so `completion` is not called.
    ///
    /// - Parameters:
    ///   - minimumIncompleteLength: The fewest bytes to deliver.
    ///   - maximumLength: The most bytes to deliver.
    ///   - completion: What is called with the data.
    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void
    ) {}

    /// A message's context.
    public final class ContentContext: Sendable {
        /// The context of a message that ends with its data.
        public static let defaultMessage = ContentContext()
        /// The context that ends the stream.
        public static let finalMessage = ContentContext()
    }

    /// What happens once sent data is delivered.
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }

    private func move(to state: State, when allowed: (State) -> Bool) {
        let report = lock.withLock { () -> (@Sendable (State) -> Void)? in
            guard allowed(currentState) else { return nil }
            currentState = state
            return handler
        }
        report?(state)
    }
}
