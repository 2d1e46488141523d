extension TextDiff {
    /// The diff for a person reading a test failure: the unified patch's lines, unaltered, shortened to
    /// `maxLines`, followed by notes on differences that cannot be seen.
    ///
    /// - A long diff is cut after the last whole hunk that fits, with a line saying how much is not shown; when
    ///   that would leave more than half of `maxLines` unused, the next hunk is cut too, under a header that counts
    ///   what is shown. The shortened patch still applies; it then makes only the part of the change it shows.
    /// - When a removed line and the added line in its place differ only in trailing whitespace or in Unicode
    ///   encoding, or the texts differ in their final newline, a note shows the difference: `·` for a space,
    ///   `→` for a tab, `␍` for a carriage return, `⏎` for the final newline, `\u{301}` for non-ASCII scalars.
    ///
    /// The patch lines are the same as in ``unified(oldName:newName:context:)``; only that output is meant for
    /// `patch`. Identical texts give `""`.
    ///
    /// - Parameters:
    ///   - oldName: The name on the `---` line, such as the recorded snapshot's path.
    ///   - newName: The name on the `+++` line.
    ///   - context: Unchanged lines around each change.
    ///   - maxLines: The most hunk lines (`@@` headers, context, changes) to show; at least 2.
    ///
    /// ```swift
    /// let diff = TextDiff(old: "Total:  \n| 12 |\n", new: "Total:\n| 12 |\n")
    /// print(diff.annotated(oldName: "recorded", newName: "rendered"), terminator: "")
    /// ```
    ///
    /// prints (the `-Total:` line ends in two spaces, as in the text)
    ///
    /// ```text
    /// --- recorded
    /// +++ rendered
    /// @@ -1,2 +1,2 @@
    /// -Total:
    /// +Total:
    ///  | 12 |
    ///
    /// Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
    ///   line 1: only trailing whitespace differs
    ///     -Total:··
    ///     +Total:
    /// ```
    ///
    /// - Returns: The patch lines and notes, each line ending in a newline; `""` when the texts are identical.
    public func annotated(oldName: String, newName: String, context: Int = 3, maxLines: Int = 200) -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        output += Self.shortened(hunks, maxLines: max(2, maxLines))
        let notes = invisibleDifferenceNotes()
        if !notes.isEmpty {
            output.append("")
            output += notes
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The hunks' lines, cut to `maxLines` with a closing line that counts the diff lines left out.
    ///
    /// What is shown stays a well-formed patch: whole hunks, then perhaps the start of the next one under a header
    /// of its own that counts only the lines shown. Applied, it makes part of the change.
    static func shortened(_ hunks: [Hunk], maxLines: Int) -> [String] {
        let rendered = hunks.map { $0.patchLines() }
        let total = rendered.reduce(0) { $0 + $1.count }
        guard total > maxLines else { return rendered.flatMap { $0 } }

        var shown: [String] = []
        var wholeHunks = 0
        while wholeHunks < hunks.count && shown.count + rendered[wholeHunks].count <= maxLines {
            shown += rendered[wholeHunks]
            wholeHunks += 1
        }
        var shownLines = shown.count - wholeHunks
        // Cut at a hunk boundary unless that wastes more than half of the room.
        if shown.count * 2 < maxLines, let part = hunks[wholeHunks].prefix(lines: maxLines - shown.count - 1) {
            let partLines = part.patchLines()
            shown += partLines
            shownLines += partLines.count - 1
        }
        let hiddenLines = total - hunks.count - shownLines
        let hiddenHunks = hunks.count - wholeHunks
        shown.append("… \(count(hiddenLines, "more line")) in \(count(hiddenHunks, "hunk")) not shown")
        return shown
    }
}

extension TextDiff.Hunk {
    /// The start of this hunk as a hunk of its own, of at most `limit` lines after its header (markers included);
    /// nil when no change fits. Leading context gives way to a change, and a change cut short keeps some of its
    /// removed lines and some of its added ones, so that it reads as a replacement.
    func prefix(lines limit: Int) -> Self? {
        // A "\ No newline" marker may follow the last line taken; then one line fewer is taken.
        for budget in stride(from: limit, through: 1, by: -1) {
            guard let part = prefix(taking: budget) else { return nil }
            if part.patchLines().count - 1 <= limit { return part }
        }
        return nil
    }

    private func prefix(taking limit: Int) -> Self? {
        let leadingContext = lines.prefix { if case .same = $0 { true } else { false } }.count
        let skipped = max(0, leadingContext - max(0, limit - 2))
        var taken: [TextDiff.Line] = []
        var index = skipped
        while index < lines.count && taken.count < limit {
            guard case .same = lines[index] else {
                // A change: its removed lines, then its added lines.
                let removed = lines[index...].prefix { if case .removed = $0 { true } else { false } }
                let added = lines[(index + removed.count)...].prefix { if case .added = $0 { true } else { false } }
                let room = limit - taken.count
                let keptRemoved = min(removed.count, max(room - added.count, (room + 1) / 2))
                let keptAdded = min(added.count, room - keptRemoved)
                taken += removed.prefix(keptRemoved)
                taken += added.prefix(keptAdded)
                // Lines after a change cut short would no longer line up with the old text.
                if keptRemoved < removed.count || keptAdded < added.count { break }
                index += removed.count + added.count
                continue
            }
            taken.append(lines[index])
            index += 1
        }
        guard taken.contains(where: { if case .same = $0 { false } else { true } }) else { return nil }
        let oldCount = taken.filter { if case .added = $0 { false } else { true } }.count
        let newCount = taken.filter { if case .removed = $0 { false } else { true } }.count
        let oldRange = oldRange.lowerBound + skipped..<oldRange.lowerBound + skipped + oldCount
        let newRange = newRange.lowerBound + skipped..<newRange.lowerBound + skipped + newCount
        return Self(
            oldRange: oldRange, newRange: newRange, lines: taken,
            oldLacksFinalNewline: oldLacksFinalNewline && oldRange.upperBound == self.oldRange.upperBound,
            newLacksFinalNewline: newLacksFinalNewline && newRange.upperBound == self.newRange.upperBound)
    }
}
