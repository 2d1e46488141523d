import Convergence

/// One echo: a message sent to the loopback echo server and the time until it came back whole.
public struct PingSample: Identifiable, Equatable, Sendable {
    /// The message's place in the run, from 1.
    public let sequence: Int
    /// From the first byte sent to the last byte of the echo received.
    public let roundTrip: Duration
    /// The message's size.
    public let bytes: Int

    public var id: Int { sequence }

    public init(sequence: Int, roundTrip: Duration, bytes: Int) {
        self.sequence = sequence
        self.roundTrip = roundTrip
        self.bytes = bytes
    }
}
