/// Byte scans over a string's UTF-8, on its contiguous storage when it has one (native strings do): the shortcuts
/// for plain ASCII (rendering, Markdown, placeholders, snapshot paths) ask these questions of every string.
///
/// A question is a ``ByteSet`` rather than a closure: the loop then tests a bit per byte instead of calling a
/// function per byte, and a `String` is scanned by a non-generic function (generic ones are not specialized across
/// modules for `package` declarations).
package enum UTF8Scan {
    /// Whether every UTF-8 byte of `text` is in `set`.
    package static func all(_ text: String, in set: ByteSet) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            // Eight bytes at a time while they are all in a range the set holds whole (ASCII, or printable ASCII).
            if let range = set.wholeRange, let base = bytes.baseAddress {
                while index + 8 <= bytes.count, ByteSet.allIn(range, ByteSet.word(at: base + index)) { index += 8 }
            }
            while index < bytes.count {
                if !set.contains(bytes[index]) { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether every UTF-8 byte of `text` is in `set`, for any kind of string.
    package static func all(_ text: some StringProtocol, in set: ByteSet) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where !set.contains(byte) { return false }
            return true
        }) {
            return answer
        }
        return text.utf8.allSatisfy(set.contains)
    }

    /// Whether any UTF-8 byte of `text` is in `set`.
    package static func any(_ text: String, in set: ByteSet) -> Bool {
        !all(text, in: set.inverted)
    }

    /// How many of the `count` bytes at `bytes` come before the first that is not printable ASCII (all of them when
    /// every one is): checked eight at a time, then one by one.
    ///
    /// A whole scan in one call, for debug builds too (what `swift test` runs): there a call does not inline, so a
    /// caller that tested words itself would pay a call or two per word.
    package static func printableASCIIPrefix(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var index = 0
        while index + 8 <= count, ByteSet.allIn(.printableASCII, ByteSet.word(at: bytes + index)) { index += 8 }
        while index < count, bytes[index] &- 0x20 < 0x5F { index += 1 }
        return index
    }

    /// Whether every byte is printable ASCII (U+0020 to U+007E).
    package static func isPrintableASCII(_ text: String) -> Bool { all(text, in: .printableASCII) }

    package static func isPrintableASCII(_ text: some StringProtocol) -> Bool { all(text, in: .printableASCII) }

    /// Whether every byte is ASCII.
    package static func isASCII(_ text: String) -> Bool { all(text, in: .ascii) }

    package static func isASCII(_ text: some StringProtocol) -> Bool { all(text, in: .ascii) }
}

/// A set of byte values, one bit each.
package struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Ranges a word's eight bytes can be checked against at once.
    package enum WordRange {
        /// U+0000 to U+007F.
        case ascii
        /// U+0020 to U+007E.
        case printableASCII
        /// U+0021 to U+007E: printable ASCII other than a space.
        case printableNonSpace
    }

    /// A range of bytes the set holds entirely, which a scan checks eight bytes at a time.
    package var wholeRange: WordRange? {
        if words.0 == .max, words.1 == .max { return .ascii }
        let printableLow: UInt64 = 0xFFFF_FFFF_0000_0000  // 0x20...0x3F
        let printableHigh: UInt64 = 0x7FFF_FFFF_FFFF_FFFF  // 0x40...0x7E
        if words.0 & printableLow == printableLow, words.1 & printableHigh == printableHigh { return .printableASCII }
        return nil
    }

    /// Whether every byte of `word` is in `range` (bit tricks on eight bytes at once).
    ///
    /// One function with only integer operators in it: a debug build (what `swift test` runs) inlines none of its
    /// own calls, so each helper would be a call per word.
    @inline(__always)
    package static func allIn(_ range: WordRange, _ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lowest: UInt64
        switch range {
        case .ascii: return word & high == 0
        case .printableASCII: lowest = 0x20
        case .printableNonSpace: lowest = 0x21
        }
        // Every byte in `lowest...0x7E`: a byte below `lowest` borrows into its top bit; one above 0x7E carries into
        // it (or has it set already).
        let below = (word &- ones &* lowest) & ~word & high
        let above = ((word &+ ones &* (0x7F - 0x7E)) | word) & high
        return below | above == 0
    }

    /// The eight bytes at `bytes` as one word, the first byte lowest (any alignment).
    ///
    /// Put together from eight byte loads, which a release build merges into one load, rather than with
    /// `loadUnaligned(as:)`, which a debug build calls as an unspecialised generic function.
    @inline(__always)
    package static func word(at bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(bytes[0]) | UInt64(bytes[1]) &<< 8 | UInt64(bytes[2]) &<< 16 | UInt64(bytes[3]) &<< 24
            | UInt64(bytes[4]) &<< 32 | UInt64(bytes[5]) &<< 40 | UInt64(bytes[6]) &<< 48 | UInt64(bytes[7]) &<< 56
    }

    /// The bytes that pass `test`.
    package init(_ test: (UInt8) -> Bool) {
        for byte in UInt8.min...UInt8.max where test(byte) {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
    }

    @inline(__always)
    package func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }

    /// Every byte not in this set.
    package var inverted: ByteSet {
        var inverse = self
        inverse.words = (~words.0, ~words.1, ~words.2, ~words.3)
        return inverse
    }

    /// U+0020 to U+007E.
    package static let printableASCII = ByteSet { $0 &- 0x20 < 0x5F }
    /// U+0000 to U+007F.
    package static let ascii = ByteSet { $0 < 0x80 }
}
