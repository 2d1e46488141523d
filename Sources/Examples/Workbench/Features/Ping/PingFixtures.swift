import Convergence

/// The samples and failures every Ping scenario and test uses. Live timings never appear in a snapshot.
enum PingFixtures {
    /// Five 32-byte echoes: typical loopback times, with one slow outlier.
    static let samples = [
        PingSample(sequence: 1, roundTrip: .microseconds(412), bytes: 32),
        PingSample(sequence: 2, roundTrip: .microseconds(87), bytes: 32),
        PingSample(sequence: 3, roundTrip: .microseconds(64), bytes: 32),
        PingSample(sequence: 4, roundTrip: .microseconds(71), bytes: 32),
        PingSample(sequence: 5, roundTrip: .microseconds(1_250), bytes: 32),
    ]

    static let refused = LoopbackPingError.connectionRefused(port: 50_000)

    /// How long the loading and delayed scenarios wait on the scenario clock.
    static let slowRun: Duration = .seconds(1)
}
