import Convergence

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a loopback ping run failed.
public enum LoopbackPingError: LocalizedError, Equatable, Sendable {
    /// Nothing listens on the port.
    case connectionRefused(port: UInt16)
    /// A step took longer than the run allows.
    case timedOut(waitingFor: String, after: Duration)
    /// The other end closed the connection before the echo was complete.
    case connectionClosed(waitingFor: String)
    /// The echo differs from the message sent.
    case echoMismatch(sequence: Int)
    /// A system call failed; `code` is its `errno`.
    case systemCall(String, code: Int32)

    public var errorDescription: String? {
        switch self {
        case .connectionRefused(let port):
            "Connection refused: nothing is listening on 127.0.0.1:\(port)."
        case .timedOut(let waitingFor, let after):
            "Timed out after \(after) waiting for \(waitingFor)."
        case .connectionClosed(let waitingFor):
            "The connection closed while waiting for \(waitingFor)."
        case .echoMismatch(let sequence):
            "Ping \(sequence) came back altered: the echo differs from the message sent."
        case .systemCall(let name, let code):
            "\(name)() failed: \(String(cString: strerror(code))) (errno \(code))."
        }
    }
}
