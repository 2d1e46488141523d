import Convergence

/// Measures round trips to an echo server.
public protocol PingServicing: Sendable {
    /// Sends `count` messages one after another and times each echo; `count` of 0 or less sends nothing.
    func ping(count: Int) async throws -> [PingSample]
}
