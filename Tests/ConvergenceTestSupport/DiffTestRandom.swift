/// Random texts and edits for the diff tests, drawn from a seeded SplitMix64 so every case is the same on every run
/// and machine.
package struct DiffTestRandom: RandomNumberGenerator {
    private var source: SplitMix64

    package init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    package mutating func next() -> UInt64 {
        source.next()
    }

    /// A text of up to `maxLines` lines drawn from a few lines that repeat a lot, the case that slows naive diffs
    /// and trips tie-breaking; some lines differ only in trailing whitespace, and some texts lack a final newline.
    package mutating func text(maxLines: Int, alphabet: [String] = DiffTestRandom.smallAlphabet) -> String {
        lines(count: Int.random(in: 0...maxLines, using: &self), alphabet: alphabet).joinedAsText(
            finalNewline: Int.random(in: 0..<5, using: &self) != 0)
    }

    /// A few random edits of `lines`: replacements, insertions, deletions and moved blocks.
    package mutating func edited(_ lines: [String], alphabet: [String] = DiffTestRandom.smallAlphabet) -> [String] {
        var result = lines
        for _ in 0..<Int.random(in: 0...4, using: &self) {
            let position = Int.random(in: 0...result.count, using: &self)
            switch Int.random(in: 0..<4, using: &self) {
            case 0 where position < result.count:
                result[position] = alphabet.randomElement(using: &self)!
            case 1 where position < result.count:
                result.remove(at: position)
            case 2 where position < result.count:
                let end = min(result.count, position + Int.random(in: 1...3, using: &self))
                let block = Array(result[position..<end])
                result.removeSubrange(position..<end)
                result.insert(contentsOf: block, at: Int.random(in: 0...result.count, using: &self))
            default:
                result.insert(
                    contentsOf: self.lines(count: Int.random(in: 1...3, using: &self), alphabet: alphabet), at: position
                )
            }
        }
        return result
    }

    package mutating func lines(count: Int, alphabet: [String] = DiffTestRandom.smallAlphabet) -> [String] {
        (0..<count).map { _ in alphabet.randomElement(using: &self)! }
    }

    package mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &self) < numerator
    }

    /// Mostly a handful of short lines, plus a border, a blank line, look-alikes that differ in whitespace or in
    /// Unicode encoding (`é` precomposed and decomposed), and a line that starts with a combining mark.
    package static let smallAlphabet = [
        "a", "b", "c", "a", "b", "", "+--+", "| x |", "a ", "b\t", "c\r", "\u{E9}", "e\u{301}", "\u{301}",
    ]
}

extension [String] {
    /// The lines joined with `"\n"`, with or without a final newline; no lines make an empty text.
    package func joinedAsText(finalNewline: Bool) -> String {
        isEmpty ? "" : joined(separator: "\n") + (finalNewline ? "\n" : "")
    }
}
