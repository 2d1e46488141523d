/// SplitMix64 with an explicit seed: the ASCII property tests are random in shape but identical on every run,
/// on every machine, with no system randomness anywhere.
struct PropertyRandom {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<count` (`count` must be positive).
    mutating func below(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(next() % UInt64(count))
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    mutating func bool() -> Bool {
        next() & 1 == 1
    }

    /// Seeds for independent cases, derived from one master seed so any case can be replayed alone.
    static func caseSeed(master: UInt64, index: Int) -> UInt64 {
        var mixer = PropertyRandom(seed: master ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
