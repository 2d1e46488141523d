extension TextDiff {
    /// The diff for a person reading a test failure: the unified patch's lines, unaltered, shortened to
    /// `maxLines`, followed by notes on differences that cannot be seen.
    ///
    /// - A long diff is cut after the last whole hunk that fits, with a line saying how much is not shown; when
    ///   that would leave more than half of `maxLines` unused, the next hunk is cut instead.
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
    ///   - maxLines: The most hunk lines (`@@` headers, context, changes) to show; at least one is shown.
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
    public func annotated(oldName: String, newName: String, context: Int = 3, maxLines: Int = 200) -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        output += Self.shortened(hunks.map { $0.patchLines() }, maxLines: max(1, maxLines))
        let notes = invisibleDifferenceNotes()
        if !notes.isEmpty {
            output.append("")
            output += notes
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The hunks' lines, cut to `maxLines` with a closing line that counts what was left out.
    static func shortened(_ hunks: [[String]], maxLines: Int) -> [String] {
        let total = hunks.reduce(0) { $0 + $1.count }
        guard total > maxLines else { return hunks.flatMap { $0 } }

        var shown: [String] = []
        var wholeHunks = 0
        while wholeHunks < hunks.count && shown.count + hunks[wholeHunks].count <= maxLines {
            shown += hunks[wholeHunks]
            wholeHunks += 1
        }
        // Cut at a hunk boundary unless that wastes more than half of the room.
        if shown.count * 2 < maxLines {
            shown += hunks[wholeHunks].prefix(maxLines - shown.count)
        }
        let hiddenLines = total - shown.count
        let hiddenHunks = hunks.count - wholeHunks
        shown.append("… \(count(hiddenLines, "more line")) in \(count(hiddenHunks, "hunk")) not shown")
        return shown
    }
}
