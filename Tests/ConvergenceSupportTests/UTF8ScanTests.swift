import ConvergenceSupport
import ConvergenceTestSupport
import Testing

/// A byte set holds exactly the bytes its test passes, and the scans over it answer what testing every byte of the
/// string's UTF-8 answers, for native strings, substrings and bridged-looking ones alike.
@Suite struct UTF8ScanTests {
    static let tests: [(String, @Sendable (UInt8) -> Bool)] = [
        ("printable ASCII", { $0 >= 0x20 && $0 <= 0x7E }), ("ASCII", { $0 < 0x80 }), ("none", { _ in false }),
        ("all", { _ in true }), ("odd", { $0 % 2 == 1 }), ("high", { $0 >= 0xF3 }),
        ("edges", { $0 == 0 || $0 == 63 || $0 == 64 || $0 == 127 || $0 == 128 || $0 == 255 }),
    ]

    @Test func aSetHoldsTheBytesItsTestPassesAndItsInverseTheOthers() {
        for (name, test) in Self.tests {
            let set = ByteSet(test)
            for byte in UInt8.min...UInt8.max {
                #expect(set.contains(byte) == test(byte), "\(name): \(byte)")
                #expect(set.inverted.contains(byte) == !test(byte), "\(name) inverted: \(byte)")
            }
        }
        for byte in UInt8.min...UInt8.max {
            #expect(ByteSet.printableASCII.contains(byte) == (byte >= 0x20 && byte <= 0x7E))
            #expect(ByteSet.ascii.contains(byte) == (byte < 0x80))
        }
    }

    @Test func scansAnswerWhatTestingEveryByteAnswers() {
        var random = SplitMix64(seed: 0x5CA7_2026)
        let pieces = ["a", " ", "~", "\u{7F}", "\n", "é", "中", "👍🏽", "\u{F0000}", "&", "\u{1F}", ""]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            for (name, test) in Self.tests {
                let set = ByteSet(test)
                #expect(UTF8Scan.all(text, in: set) == text.utf8.allSatisfy(test), "\(name): \(text.debugDescription)")
                #expect(
                    UTF8Scan.any(text, in: set) == text.utf8.contains(where: test), "\(name): \(text.debugDescription)")
                let sub = text.dropFirst()
                #expect(UTF8Scan.all(sub, in: set) == sub.utf8.allSatisfy(test), "\(name): \(sub.debugDescription)")
            }
            #expect(UTF8Scan.isPrintableASCII(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E })
            #expect(UTF8Scan.isASCII(text) == text.utf8.allSatisfy { $0 < 0x80 })
        }
    }
}

extension UTF8ScanTests {
    /// The eight-bytes-at-a-time checks agree with checking each byte, on words built around every edge value.
    @Test func wordChecksAgreeWithByteChecks() {
        var random = SplitMix64(seed: 0xB17E_2026)
        let edges: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x3F, 0x40, 0x7D, 0x7E, 0x7F, 0x80, 0x81, 0xF3, 0xFE, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in
                Int.random(in: 0..<100, using: &random) < 70
                    ? edges.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            #expect(ByteSet.allIn(.ascii, word) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
            #expect(ByteSet.allIn(.printableASCII, word) == bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }, "\(bytes)")
            #expect(
                ByteSet.allIn(.printableNonSpace, word) == bytes.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }, "\(bytes)")
        }
        #expect(ByteSet.printableASCII.wholeRange == .printableASCII)
        #expect(ByteSet.ascii.wholeRange == .ascii)
        #expect(ByteSet { $0 >= 0xF3 }.inverted.wholeRange == .ascii)
        #expect(ByteSet { $0 == 0x41 }.wholeRange == nil)
    }

    /// A word put together byte by byte is the one an unaligned load reads, at every offset.
    @Test func aWordIsItsEightBytesFirstLowest() {
        var random = SplitMix64(seed: 0x3B17_2026)
        let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...56 {
                let loaded = UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(
                    fromByteOffset: offset, as: UInt64.self)
                #expect(ByteSet.word(at: buffer.baseAddress! + offset) == UInt64(littleEndian: loaded), "\(offset)")
            }
        }
    }

    /// Long strings, where the word-at-a-time loop runs, with the odd byte at every position.
    @Test func longStringsAreScannedWhole() {
        let plain = String(repeating: "abcdefgh", count: 9)
        for position in 0..<plain.utf8.count {
            var bytes = Array(plain.utf8)
            for odd: UInt8 in [0x0A, 0x7F, 0xC3] {
                bytes[position] = odd
                let text = String(decoding: odd == 0xC3 ? bytes + [0xA9] : bytes, as: UTF8.self)
                #expect(!UTF8Scan.isPrintableASCII(text), "\(position) \(odd)")
                #expect(UTF8Scan.isASCII(text) == (odd < 0x80), "\(position) \(odd)")
            }
        }
        #expect(UTF8Scan.isPrintableASCII(plain))
    }
}
