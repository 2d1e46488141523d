/// Draws from a seeded SplitMix64: the ASCII and HTML property tests are random in shape but identical on every
/// run, on every machine, with no system randomness anywhere.
package struct PropertyRandom {
    private var source: SplitMix64

    package init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    package mutating func next() -> UInt64 {
        source.next()
    }

    /// A value in `0..<count` (`count` must be positive).
    package mutating func below(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(next() % UInt64(count))
    }

    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    package mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    package mutating func bool() -> Bool {
        next() & 1 == 1
    }

    /// Seeds for independent cases, derived from one master seed so any case can be replayed alone.
    package static func caseSeed(master: UInt64, index: Int) -> UInt64 {
        var mixer = PropertyRandom(seed: master ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
