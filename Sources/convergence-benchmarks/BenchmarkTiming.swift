/// Wall-clock timings of one piece of work: a few untimed warm-up runs, then timed runs on `ContinuousClock`.
struct BenchmarkTiming {
    /// Every timed run, sorted from fastest to slowest.
    let durations: [Duration]
    /// A value computed from the work's results, printed so that the optimizer cannot drop the work.
    let checksum: Int

    /// Runs `work` `warmUp` times untimed, then `repetitions` times timed.
    ///
    /// - Parameter work: The work to time; it returns any number derived from its result (a count, a length).
    static func measure(warmUp: Int = 3, repetitions: Int = 15, _ work: () -> Int) -> BenchmarkTiming {
        var checksum = 0
        for _ in 0..<warmUp {
            checksum &+= work()
        }
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for _ in 0..<max(1, repetitions) {
            var result = 0
            durations.append(clock.measure { result = work() })
            checksum &+= result
        }
        return BenchmarkTiming(durations: durations.sorted(), checksum: checksum)
    }

    var median: Duration { durations[durations.count / 2] }
    var fastest: Duration { durations[0] }
    var slowest: Duration { durations[durations.count - 1] }
}

extension Duration {
    /// `"0.412 ms"`, `"12.3 ms"`, `"1.25 s"`: three significant digits, the same on every machine and locale.
    var benchmarkDescription: String {
        let (seconds, attoseconds) = components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        if milliseconds >= 1_000 {
            return Self.threeDigits(milliseconds / 1_000) + " s"
        }
        if milliseconds >= 1 {
            return Self.threeDigits(milliseconds) + " ms"
        }
        return Self.threeDigits(milliseconds * 1_000) + " µs"
    }

    /// A positive number with three significant digits: `412`, `12.3`, `1.25`, `0.0412` stays `0.0412`.
    private static func threeDigits(_ value: Double) -> String {
        var decimals = 0
        var scale = 100.0
        while value < scale && decimals < 6 {
            decimals += 1
            scale /= 10
        }
        let factor = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        let scaled = Int((value * factor).rounded())
        let whole = scaled / Int(factor)
        guard decimals > 0 else { return "\(whole)" }
        let fraction = String(scaled % Int(factor))
        return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
