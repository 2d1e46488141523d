extension TextDiff {
    /// Which lines of each text a minimal edit script removes and adds.
    ///
    /// Lines that occur only in one text can never be kept, so they are marked changed up front and the Myers
    /// search runs on the rest: a rewritten file costs linear time, and the script stays minimal. Runs of
    /// changes are then slid into a canonical place (see ``slideChanges(_:codes:otherChanged:)``).
    static func changedLines(old: LineBuffer, new: LineBuffer) -> (old: [Bool], new: [Bool]) {
        let codes = LineCodes(old: old, new: new)
        var inOld = Array(repeating: false, count: codes.distinctCount)
        var inNew = Array(repeating: false, count: codes.distinctCount)
        for code in codes.old { inOld[code] = true }
        for code in codes.new { inNew[code] = true }

        let oldKept = codes.old.indices.filter { inNew[codes.old[$0]] }
        let newKept = codes.new.indices.filter { inOld[codes.new[$0]] }
        let search = MyersSearch(oldKept.map { codes.old[$0] }, newKept.map { codes.new[$0] })

        var oldChanged = Array(repeating: true, count: codes.old.count)
        var newChanged = Array(repeating: true, count: codes.new.count)
        for (position, index) in oldKept.enumerated() { oldChanged[index] = search.aChanged[position] }
        for (position, index) in newKept.enumerated() { newChanged[index] = search.bChanged[position] }

        slideChanges(&oldChanged, codes: codes.old, otherChanged: newChanged)
        slideChanges(&newChanged, codes: codes.new, otherChanged: oldChanged)
        return (oldChanged, newChanged)
    }

    /// Slides each run of changed lines of one text to a canonical place without changing what the diff keeps.
    ///
    /// A run can move up one line when the line above it equals its last line, and down when the line below
    /// equals its first — the text kept is the same either way. Each run first moves up as far as it can and then
    /// down as far as it can, merging with any run it touches (fewer, larger hunks); it then settles at the lowest
    /// place where it ends next to a change in the other text, if it passed one, so that removals and additions
    /// that belong together print together. GNU `diff` tidies its scripts the same way, so with the Myers search's
    /// tie-breaking the hunks are byte for byte those of `diff -u --horizon-lines=<large>`. (Plain `diff -u` stops
    /// sliding once a change is `context` lines into the texts' identical ending, so it may print such a change a
    /// few equal lines higher; the script is as long either way.)
    static func slideChanges(_ changed: inout [Bool], codes: [Int], otherChanged: [Bool]) {
        // The position in the other text of each of its unchanged lines, and one past its end: the other text has a
        // change at the boundary after `u` unchanged lines when two neighbours here are more than one apart.
        var otherUnchanged = otherChanged.indices.filter { !otherChanged[$0] }
        otherUnchanged.append(otherChanged.count)
        func otherHasChange(afterUnchanged u: Int) -> Bool {
            otherUnchanged[u] - (u == 0 ? -1 : otherUnchanged[u - 1]) > 1
        }

        let count = changed.count
        var end = 0  // one past the current run
        var unchangedBefore = 0  // unchanged lines before the current run
        while true {
            while end < count && !changed[end] {
                end += 1
                unchangedBefore += 1
            }
            if end == count { return }
            var start = end
            while end < count && changed[end] { end += 1 }

            var settleAt: Int?
            var length: Int
            repeat {
                length = end - start
                while start > 0 && codes[start - 1] == codes[end - 1] {
                    start -= 1
                    end -= 1
                    changed[start] = true
                    changed[end] = false
                    unchangedBefore -= 1
                    while start > 0 && changed[start - 1] { start -= 1 }
                }
                settleAt = otherHasChange(afterUnchanged: unchangedBefore) ? end : nil
                while end < count && codes[start] == codes[end] {
                    changed[start] = false
                    changed[end] = true
                    start += 1
                    end += 1
                    unchangedBefore += 1
                    while end < count && changed[end] { end += 1 }
                    if otherHasChange(afterUnchanged: unchangedBefore) { settleAt = end }
                }
            } while length != end - start

            // The last pass only shifted (a merge would have changed the length), so shifting back is valid.
            if let settleAt {
                while end > settleAt {
                    start -= 1
                    end -= 1
                    changed[start] = true
                    changed[end] = false
                    unchangedBefore -= 1
                }
            }
        }
    }
}
