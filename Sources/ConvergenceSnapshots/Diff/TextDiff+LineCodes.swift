import Foundation

extension TextDiff {
    /// Every line of both texts as a small integer, equal exactly when the lines are: same bytes (not `String`'s
    /// canonical equivalence), and both with or both without a final `"\n"`. The diff then compares integers.
    ///
    /// Lines go through an open-addressing hash table over the texts' bytes rather than a `Dictionary`, so no
    /// key is allocated, retained or hashed byte by byte per line.
    struct LineCodes {
        /// The code of each old line.
        let old: [Int]
        /// The code of each new line.
        let new: [Int]
        /// The number of distinct lines; codes are `0 ..< distinctCount`, in order of first appearance.
        let distinctCount: Int

        init(old: LineBuffer, new: LineBuffer) {
            var table = Table(lineCount: old.lineCount + new.lineCount)
            let codes = old.bytes.withUnsafeBytes { oldBytes in
                new.bytes.withUnsafeBytes { newBytes in
                    let texts = [oldBytes, newBytes]
                    return (table.encode(old, text: 0, in: texts), table.encode(new, text: 1, in: texts))
                }
            }
            self.old = codes.0
            self.new = codes.1
            distinctCount = table.hashes.count
        }
    }

    /// The hash table behind ``LineCodes``.
    private struct Table {
        /// A code plus one per slot; zero is empty.
        private var slots: [Int]
        private let mask: Int
        /// Each code's hash.
        private(set) var hashes: [UInt64] = []
        /// Each code's first line: which text, and where its bytes are.
        private var firstLines: [(text: Int, start: Int, count: Int, unterminated: Bool)] = []

        init(lineCount: Int) {
            var capacity = 16
            while capacity < 2 * lineCount { capacity *= 2 }
            slots = Array(repeating: 0, count: capacity)
            mask = capacity - 1
        }

        /// The code of every line of `buffer`, which is `texts[text]`, adding codes for lines not seen before.
        mutating func encode(_ buffer: LineBuffer, text: Int, in texts: [UnsafeRawBufferPointer]) -> [Int] {
            var codes: [Int] = []
            codes.reserveCapacity(buffer.lineCount)
            for index in 0..<buffer.lineCount {
                let start = buffer.lineStarts[index]
                let bytes = UnsafeRawBufferPointer(rebasing: texts[text][start..<buffer.lineStarts[index + 1] - 1])
                let unterminated = buffer.isUnterminated(index)
                let hash = Self.hash(bytes, unterminated: unterminated)
                var slot = Int(truncatingIfNeeded: hash) & mask
                var code = -1
                while slots[slot] != 0 {
                    let candidate = slots[slot] - 1
                    if hashes[candidate] == hash && isFirstLine(of: candidate, bytes, unterminated, in: texts) {
                        code = candidate
                        break
                    }
                    slot = (slot + 1) & mask
                }
                if code < 0 {
                    code = hashes.count
                    hashes.append(hash)
                    firstLines.append((text, start, bytes.count, unterminated))
                    slots[slot] = code + 1
                }
                codes.append(code)
            }
            return codes
        }

        /// Whether a line has the same bytes and final newline as the first line with `code`.
        private func isFirstLine(
            of code: Int, _ bytes: UnsafeRawBufferPointer, _ unterminated: Bool, in texts: [UnsafeRawBufferPointer]
        ) -> Bool {
            let first = firstLines[code]
            guard first.count == bytes.count && first.unterminated == unterminated else { return false }
            return bytes.isEmpty
                || memcmp(texts[first.text].baseAddress! + first.start, bytes.baseAddress!, bytes.count) == 0
        }

        /// A 64-bit hash of a line, eight bytes at a time (a multiply-and-rotate mix; not for adversarial input).
        private static func hash(_ bytes: UnsafeRawBufferPointer, unterminated: Bool) -> UInt64 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
                let product = (hash ^ word) &* multiplier
                return product << 29 | product >> 35
            }
            var hash = UInt64(bytes.count) &* multiplier ^ (unterminated ? 0xA5A5 : 0)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = mix(hash, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < bytes.count {
                tail = tail << 8 | UInt64(bytes[offset])
                offset += 1
            }
            hash = mix(hash, tail)
            return (hash ^ hash >> 31) &* multiplier
        }
    }
}
