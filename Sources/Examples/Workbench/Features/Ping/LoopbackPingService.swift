import Convergence

/// Pings an echo server of its own on 127.0.0.1: real TCP through the loopback interface, timed with
/// `ContinuousClock`, every echo checked byte for byte.
///
/// Each call opens the server on a port the system picks, connects, sends `count` small messages one after another
/// and closes everything before returning. It never waits longer than `timeout` to connect, nor for any one echo;
/// a refused connection or a timeout is thrown as a ``LoopbackPingError``.
///
/// ```swift
/// let samples = try await LoopbackPingService().ping(count: 5)   // 5 samples, each well under a millisecond
/// ```
public struct LoopbackPingService: PingServicing {
    private let session: LoopbackPingSession

    /// - Parameters:
    ///   - timeout: How long connecting, and then each echo, may take.
    ///   - messageSize: The size of each message in bytes, from 16 to 65,536 (sizes outside are brought inside).
    public init(timeout: Duration = .seconds(2), messageSize: Int = 32) {
        session = LoopbackPingSession(port: nil, timeout: timeout, messageSize: Self.clamped(messageSize))
    }

    /// Pings an echo server someone else runs on 127.0.0.1 at `port`, instead of one of its own.
    init(echoServerPort port: UInt16, timeout: Duration = .seconds(2), messageSize: Int = 32) {
        session = LoopbackPingSession(port: port, timeout: timeout, messageSize: Self.clamped(messageSize))
    }

    /// Big enough for the sequence number, small enough that an echo always fits the socket buffers.
    private static func clamped(_ size: Int) -> Int {
        min(max(size, 16), 65_536)
    }

    public func ping(count: Int) async throws -> [PingSample] {
        let session = session
        // The run blocks in `poll`, so it gets a thread of its own rather than one of the concurrency pool's.
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { () throws(LoopbackPingError) in try session.run(count: count) })
            }
            thread.name = "LoopbackPingService"
            thread.start()
        }
    }
}
