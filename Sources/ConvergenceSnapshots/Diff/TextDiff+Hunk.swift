extension TextDiff {
    /// A group of nearby changes with the unchanged lines around them, as one `@@` section of a unified diff.
    public struct Hunk: Sendable, Equatable {
        /// The lines of the old text the hunk covers, as zero-based line indices.
        public let oldRange: Range<Int>
        /// The lines of the new text the hunk covers, as zero-based line indices.
        public let newRange: Range<Int>
        /// The hunk's context, removed and added lines, in order; removals come before the additions they
        /// neighbour, as in `diff`.
        public let lines: [Line]
        /// Whether the hunk ends at the old text's last line and that line has no final newline.
        public let oldLacksFinalNewline: Bool
        /// Whether the hunk ends at the new text's last line and that line has no final newline.
        public let newLacksFinalNewline: Bool

        /// The hunk's `@@` line, with one-based line numbers exactly as GNU `diff -u` writes them.
        ///
        /// A range of one line shows only its number (`-3`); an empty range shows the line before it and a count
        /// of zero (`-0,0` for an empty old text), which `patch` needs.
        ///
        /// ```swift
        /// TextDiff(old: "a\nb\n", new: "a\nc\n").hunks[0].header  // "@@ -1,2 +1,2 @@"
        /// TextDiff(old: "", new: "a\n").hunks[0].header           // "@@ -0,0 +1 @@"
        /// ```
        public var header: String {
            "@@ -\(Self.numbers(oldRange)) +\(Self.numbers(newRange)) @@"
        }

        private static func numbers(_ range: Range<Int>) -> String {
            switch range.count {
            case 0: "\(range.lowerBound),0"
            case 1: "\(range.lowerBound + 1)"
            default: "\(range.lowerBound + 1),\(range.count)"
            }
        }
    }

    /// The hunks of the diff with three lines of context, as `diff -u` shows them; empty when the texts match.
    public var hunks: [Hunk] {
        hunks(context: 3)
    }

    /// The hunks of the diff with the given number of unchanged lines around each change.
    ///
    /// Changes separated by at most `2 * context` unchanged lines share a hunk, as in `diff`.
    ///
    /// - Parameter context: Unchanged lines to show before and after each change; 0 shows only changes, and a
    ///   context at least as long as the texts gives one hunk with every line.
    ///
    /// ```swift
    /// let diff = TextDiff(old: "a\nb\nc\n", new: "a\nB\nc\n")
    /// diff.hunks(context: 0)[0].lines  // [.removed("b"), .added("B")]
    /// diff.hunks(context: 1)[0].lines  // [.same("a"), .removed("b"), .added("B"), .same("c")]
    /// ```
    ///
    /// - Returns: The hunks in order; empty when the texts are identical.
    public func hunks(context: Int) -> [Hunk] {
        let changes = changeBlocks()
        guard !changes.isEmpty else { return [] }
        // Clamped so that `2 * context` cannot overflow.
        let context = max(0, min(context, old.lineCount + new.lineCount))
        var hunks: [Hunk] = []
        var first = 0
        while first < changes.count {
            var last = first
            while last + 1 < changes.count && changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context {
                last += 1
            }
            let previousEnd = hunks.last?.oldRange.upperBound ?? 0
            let nextStart = last + 1 < changes.count ? changes[last + 1].oldStart : old.lineCount
            let before = min(context, changes[first].oldStart - previousEnd)
            let after = min(context, nextStart - changes[last].oldEnd)
            hunks.append(
                hunk(
                    old: changes[first].oldStart - before..<changes[last].oldEnd + after,
                    new: changes[first].newStart - before..<changes[last].newEnd + after))
            first = last + 1
        }
        return hunks
    }

    /// A maximal run of removed lines and the run of added lines at the same place, either possibly empty.
    struct ChangeBlock {
        var oldStart: Int
        var oldEnd: Int
        var newStart: Int
        var newEnd: Int
    }

    /// Every change of the diff, in order.
    func changeBlocks() -> [ChangeBlock] {
        var blocks: [ChangeBlock] = []
        var (x, y) = (0, 0)
        while x < oldChanged.count || y < newChanged.count {
            if x < oldChanged.count && y < newChanged.count && !oldChanged[x] && !newChanged[y] {
                x += 1
                y += 1
                continue
            }
            var block = ChangeBlock(oldStart: x, oldEnd: x, newStart: y, newEnd: y)
            while x < oldChanged.count && oldChanged[x] { x += 1 }
            while y < newChanged.count && newChanged[y] { y += 1 }
            block.oldEnd = x
            block.newEnd = y
            blocks.append(block)
        }
        return blocks
    }

    /// The hunk covering the given lines, which start and end with the same unchanged line on both sides.
    private func hunk(old oldRange: Range<Int>, new newRange: Range<Int>) -> Hunk {
        var lines: [Line] = []
        lines.reserveCapacity(oldRange.count + newRange.count)
        var (x, y) = (oldRange.lowerBound, newRange.lowerBound)
        while x < oldRange.upperBound || y < newRange.upperBound {
            if x < oldRange.upperBound && y < newRange.upperBound && !oldChanged[x] && !newChanged[y] {
                lines.append(.same(old.line(x)))
                x += 1
                y += 1
                continue
            }
            while x < oldRange.upperBound && oldChanged[x] {
                lines.append(.removed(old.line(x)))
                x += 1
            }
            while y < newRange.upperBound && newChanged[y] {
                lines.append(.added(new.line(y)))
                y += 1
            }
        }
        return Hunk(
            oldRange: oldRange, newRange: newRange, lines: lines,
            oldLacksFinalNewline: old.lacksFinalNewline && !oldRange.isEmpty && oldRange.upperBound == old.lineCount,
            newLacksFinalNewline: new.lacksFinalNewline && !newRange.isEmpty && newRange.upperBound == new.lineCount)
    }
}
