import Convergence

/// The fastest, average and slowest round trip of a run, and how to write a round trip down.
struct PingStatistics: Equatable {
    let fastest: Duration
    let average: Duration
    let slowest: Duration

    /// `nil` for a run with no samples.
    init?(_ samples: [PingSample]) {
        let times = samples.map(\.roundTrip)
        guard let fastest = times.min(), let slowest = times.max() else { return nil }
        self.fastest = fastest
        self.slowest = slowest
        average = times.reduce(.zero, +) / times.count
    }

    /// Milliseconds with three decimals, by integer arithmetic: `.microseconds(1_250)` → `1.250 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
    }
}
