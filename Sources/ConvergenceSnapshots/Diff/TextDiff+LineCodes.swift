extension TextDiff {
    /// Every line of both texts as a small integer, equal exactly when the lines are: same bytes, and both with
    /// or both without a final `"\n"`. The diff then compares integers instead of strings.
    struct LineCodes {
        /// The code of each old line.
        var old: [Int]
        /// The code of each new line.
        var new: [Int]
        /// The number of distinct lines; codes are `0 ..< distinctCount`, in order of first appearance.
        var distinctCount: Int

        init(old: LineBuffer, new: LineBuffer) {
            var codes: [LineKey: Int] = [:]
            codes.reserveCapacity(old.lineCount + new.lineCount)
            func encode(_ buffer: LineBuffer) -> [Int] {
                (0 ..< buffer.lineCount).map { index in
                    let key = LineKey(bytes: buffer.bytes(ofLine: index), isUnterminated: buffer.isUnterminated(index))
                    if let code = codes[key] {
                        return code
                    }
                    let code = codes.count
                    codes[key] = code
                    return code
                }
            }
            self.old = encode(old)
            self.new = encode(new)
            self.distinctCount = codes.count
        }
    }

    /// A line's identity: its exact bytes (not `String`'s canonical equivalence) and whether it lacks a `"\n"`.
    private struct LineKey: Hashable {
        let bytes: ArraySlice<UInt8>
        let isUnterminated: Bool

        func hash(into hasher: inout Hasher) {
            // One call over the whole line instead of one per byte.
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(isUnterminated)
        }

        static func == (lhs: LineKey, rhs: LineKey) -> Bool {
            lhs.isUnterminated == rhs.isUnterminated && lhs.bytes == rhs.bytes
        }
    }
}
