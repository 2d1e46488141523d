import Foundation

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

/// What the suites that time whole runs share: wall and processor time, medians, ratios, and the `name value` lines
/// a child process or the peer's benchmark reports figures in.
enum BenchmarkMeasure {
    /// `"2.41×"`: a ratio with two decimals.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    @MainActor
    static func seconds(_ work: @MainActor () async -> Void) async -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        await work()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Processor time this process has used so far, user and system, over all threads.
    static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(0, &usage)  // RUSAGE_SELF is 0 on Linux and Darwin; Glibc imports it as an enum
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// The figures of `name value` lines (`verify 0.139`); other lines are ignored.
    static func figures(in text: String) -> [String: Double] {
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
        }
        return values
    }
}
