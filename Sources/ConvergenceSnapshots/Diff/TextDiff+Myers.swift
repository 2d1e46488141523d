extension TextDiff {
    /// Myers' O(ND) difference algorithm in linear space ("An O(ND) Difference Algorithm and Its Variations",
    /// 1986, section 4b): search for an optimal path from both ends at once until the searches meet, split the
    /// problem there, and solve the two halves the same way. It marks which elements of `a` are removed and which
    /// of `b` added; the unmarked ones form a longest common subsequence, so the script is minimal.
    ///
    /// Time is O((N + M) · D) for D removed plus added elements, memory O(N + M): repeated elements (border
    /// rows, blank lines) cost nothing extra, unlike algorithms that look for unique lines. Where several
    /// scripts are equally short, ties break as in GNU `diff`, so the two usually print the same hunks.
    struct MyersSearch {
        private let a: [Int]
        private let b: [Int]
        /// `aChanged[x]` is true when `a[x]` is not in the common subsequence.
        private(set) var aChanged: [Bool]
        /// `bChanged[y]` is true when `b[y]` is not in the common subsequence.
        private(set) var bChanged: [Bool]
        /// The furthest x reached on each diagonal k = x − y searching forward, at index `k + diagonalOffset`.
        private var forward: [Int]
        /// The same for the search backward, in the reversed sequences: the distance from the ends.
        private var backward: [Int]
        /// Shifts diagonals -M − 1 ... N + 1 to array indices.
        private let diagonalOffset: Int

        /// A value no search reaches, for the diagonal just outside the ones a round may use.
        private static let unreachable = -1

        /// Compares two sequences of line codes and marks the changed elements of each.
        init(_ a: [Int], _ b: [Int]) {
            self.a = a
            self.b = b
            aChanged = Array(repeating: false, count: a.count)
            bChanged = Array(repeating: false, count: b.count)
            diagonalOffset = b.count + 1
            forward = Array(repeating: 0, count: a.count + b.count + 3)
            backward = forward
            compare(0, a.count, 0, b.count)
        }

        /// Marks the changes between `a[aLow ..< aHigh]` and `b[bLow ..< bHigh]`.
        private mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
            var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
            while true {
                while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
                    aLow += 1
                    bLow += 1
                }
                while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
                    aHigh -= 1
                    bHigh -= 1
                }
                if aLow == aHigh {
                    for y in bLow ..< bHigh { bChanged[y] = true }
                    return
                }
                if bLow == bHigh {
                    for x in aLow ..< aHigh { aChanged[x] = true }
                    return
                }
                // Both sides are non-empty with no common prefix or suffix, so at least two edits remain and each
                // half of the split has fewer: the recursion ends, at a depth of O(log D).
                let middle = split(aLow, aHigh, bLow, bHigh)
                compare(aLow, middle.x, bLow, middle.y)
                (aLow, bLow) = (middle.x, middle.y)
            }
        }

        /// A point that an optimal path from `(aLow, bLow)` to `(aHigh, bHigh)` passes through, with about half of
        /// its edits on either side: where the forward and backward searches first overlap.
        private mutating func split(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (x: Int, y: Int) {
            let n = aHigh - aLow
            let m = bHigh - bLow
            // The diagonal on which the backward search starts, in forward terms; the searches meet first in a
            // forward step when it is odd, in a backward step when it is even.
            let delta = n - m
            let deltaIsOdd = delta & 1 != 0
            let offset = diagonalOffset
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    forward.withUnsafeMutableBufferPointer { forward in
                        backward.withUnsafeMutableBufferPointer { backward in
                            // Diagonals each search has reached, kept inside the edit graph: -m ... n.
                            var (forwardLow, forwardHigh) = (0, 0)
                            var (backwardLow, backwardHigh) = (0, 0)
                            forward[offset] = 0
                            backward[offset] = 0
                            var round = 0
                            while true {
                                // One more edit forward: widen the band by a diagonal on each side unless it
                                // reached the graph's edge, where it narrows to keep to diagonals of this parity.
                                if round > 0 {
                                    if forwardLow > -m {
                                        forwardLow -= 1
                                        forward[offset + forwardLow - 1] = Self.unreachable
                                    } else {
                                        forwardLow += 1
                                    }
                                    if forwardHigh < n {
                                        forwardHigh += 1
                                        forward[offset + forwardHigh + 1] = Self.unreachable
                                    } else {
                                        forwardHigh -= 1
                                    }
                                }
                                for k in stride(from: forwardHigh, through: forwardLow, by: -2) {
                                    let left = forward[offset + k - 1]
                                    let above = forward[offset + k + 1]
                                    // A step right from diagonal k − 1 (removing a[x]) or down from k + 1 (adding
                                    // b[y]), whichever gets further; removal on a tie.
                                    var x = round == 0 ? 0 : (left < above ? above : left + 1)
                                    var y = x - k
                                    while x < n && y < m && a[aLow + x] == b[bLow + y] {
                                        x += 1
                                        y += 1
                                    }
                                    forward[offset + k] = x
                                    let backwardK = delta - k
                                    if deltaIsOdd && backwardK >= backwardLow && backwardK <= backwardHigh
                                        && x <= n && y <= m && x + backward[offset + backwardK] >= n
                                    {
                                        return (aLow + x, bLow + y)
                                    }
                                }
                                // One more edit backward, searching the reversed sequences the same way.
                                if round > 0 {
                                    if backwardLow > -m {
                                        backwardLow -= 1
                                        backward[offset + backwardLow - 1] = Self.unreachable
                                    } else {
                                        backwardLow += 1
                                    }
                                    if backwardHigh < n {
                                        backwardHigh += 1
                                        backward[offset + backwardHigh + 1] = Self.unreachable
                                    } else {
                                        backwardHigh -= 1
                                    }
                                }
                                for k in stride(from: backwardLow, through: backwardHigh, by: 2) {
                                    let left = backward[offset + k - 1]
                                    let above = backward[offset + k + 1]
                                    var x = round == 0 ? 0 : (left < above ? above : left + 1)
                                    var y = x - k
                                    while x < n && y < m && a[aHigh - 1 - x] == b[bHigh - 1 - y] {
                                        x += 1
                                        y += 1
                                    }
                                    backward[offset + k] = x
                                    let forwardK = delta - k
                                    if !deltaIsOdd && forwardK >= forwardLow && forwardK <= forwardHigh
                                        && x <= n && y <= m && x + forward[offset + forwardK] >= n
                                    {
                                        return (aHigh - x, bHigh - y)
                                    }
                                }
                                round += 1
                            }
                        }
                    }
                }
            }
        }
    }
}
