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
                    for y in bLow..<bHigh { bChanged[y] = true }
                    return
                }
                if bLow == bHigh {
                    for x in aLow..<aHigh { aChanged[x] = true }
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
            let offset = diagonalOffset
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    forward.withUnsafeMutableBufferPointer { forward in
                        backward.withUnsafeMutableBufferPointer { backward in
                            Self.split(
                                a[aLow..<aHigh], b[bLow..<bHigh],
                                forward: Reach(values: forward, offset: offset),
                                backward: Reach(values: backward, offset: offset))
                        }
                    }
                }
            }
        }

        /// ``split(_:_:_:_:)`` on the sub-sequences themselves; the point it returns is in their indices.
        private static func split(
            _ a: Slice<UnsafeBufferPointer<Int>>, _ b: Slice<UnsafeBufferPointer<Int>>, forward: Reach, backward: Reach
        ) -> (x: Int, y: Int) {
            let (aLow, aHigh, bLow, bHigh) = (a.startIndex, a.endIndex, b.startIndex, b.endIndex)
            let (n, m) = (a.count, b.count)
            // The diagonal on which the backward search starts, in forward terms; the searches meet first in a
            // forward step when it is odd, in a backward step when it is even.
            let delta = n - m
            let deltaIsOdd = delta & 1 != 0
            var forwardBand = Band(n: n, m: m)
            var backwardBand = Band(n: n, m: m)
            forward[0] = 0
            backward[0] = 0
            var isFirstRound = true
            while true {
                if !isFirstRound { forwardBand.widen(forward) }
                for k in stride(from: forwardBand.high, through: forwardBand.low, by: -2) {
                    var x = isFirstRound ? 0 : forward.start(onDiagonal: k)
                    var y = x - k
                    while x < n && y < m && a[aLow + x] == b[bLow + y] {
                        x += 1
                        y += 1
                    }
                    forward[k] = x
                    // The paths overlap when this one has reached as far as the other on the same diagonal. (A step
                    // right from the graph's right edge leaves it; such a point is never a split.)
                    if deltaIsOdd && backwardBand.contains(delta - k) && x <= n && y <= m
                        && x + backward[delta - k] >= n
                    {
                        return (aLow + x, bLow + y)
                    }
                }
                // The same backward, searching the reversed sequences from their starts.
                if !isFirstRound { backwardBand.widen(backward) }
                for k in stride(from: backwardBand.low, through: backwardBand.high, by: 2) {
                    var x = isFirstRound ? 0 : backward.start(onDiagonal: k)
                    var y = x - k
                    while x < n && y < m && a[aHigh - 1 - x] == b[bHigh - 1 - y] {
                        x += 1
                        y += 1
                    }
                    backward[k] = x
                    if !deltaIsOdd && forwardBand.contains(delta - k) && x <= n && y <= m && x + forward[delta - k] >= n
                    {
                        return (aHigh - x, bHigh - y)
                    }
                }
                isFirstRound = false
            }
        }

        /// How far a search got on each diagonal k = x − y: the largest x it reached, an index into the sequence it
        /// searches (the reversed sequences, for the backward search).
        private struct Reach {
            let values: UnsafeMutableBufferPointer<Int>
            /// Shifts diagonals -M − 1 ... N + 1 to indices of `values`.
            let offset: Int

            subscript(diagonal: Int) -> Int {
                get { values[offset + diagonal] }
                nonmutating set { values[offset + diagonal] = newValue }
            }

            /// Where a path with one more edit starts on diagonal k: a step right from diagonal k − 1 (removing an
            /// element of `a`) or down from k + 1 (adding one of `b`), whichever reaches further; removal on a tie,
            /// as in GNU `diff`.
            func start(onDiagonal k: Int) -> Int {
                let (left, above) = (self[k - 1], self[k + 1])
                return left < above ? above : left + 1
            }
        }

        /// The diagonals a search may extend this round: those one more edit reaches, kept inside the edit graph
        /// (-m ... n) and of the round's parity.
        private struct Band {
            let n: Int
            let m: Int
            private(set) var low = 0
            private(set) var high = 0

            init(n: Int, m: Int) {
                self.n = n
                self.m = m
            }

            func contains(_ k: Int) -> Bool {
                k >= low && k <= high
            }

            /// Moves to the next round: one diagonal further out on each side, or one in where the band already
            /// touches the graph's edge. A new outermost diagonal's outer neighbour is marked unreachable, so that
            /// `Reach.start(onDiagonal:)` comes from the inside.
            mutating func widen(_ reach: Reach) {
                if low > -m {
                    low -= 1
                    reach[low - 1] = -1
                } else {
                    low += 1
                }
                if high < n {
                    high += 1
                    reach[high + 1] = -1
                } else {
                    high -= 1
                }
            }
        }
    }
}
