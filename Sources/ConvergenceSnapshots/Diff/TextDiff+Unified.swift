extension TextDiff {
    /// The diff as a unified patch, byte for byte what `diff -u` prints (without timestamps), which `patch`
    /// applies to the old text to make the new one.
    ///
    /// Lines are written exactly as they are, with a plain ` `, `-` or `+` in front, and
    /// `\ No newline at end of file` after a last line that has no newline. Identical texts give `""`, never a
    /// header on its own. For a message a person reads, use ``annotated(oldName:newName:context:maxLines:)``.
    ///
    /// - Parameters:
    ///   - oldName: The name on the `---` line, such as the recorded snapshot's path.
    ///   - newName: The name on the `+++` line.
    ///   - context: Unchanged lines around each change; `diff -u` uses 3.
    ///
    /// ```swift
    /// let diff = TextDiff(old: "title\nitem\n", new: "title\nitem")
    /// print(diff.unified(oldName: "a/List.txt", newName: "b/List.txt"), terminator: "")
    /// ```
    ///
    /// prints
    ///
    /// ```diff
    /// --- a/List.txt
    /// +++ b/List.txt
    /// @@ -1,2 +1,2 @@
    ///  title
    /// -item
    /// +item
    /// \ No newline at end of file
    /// ```
    ///
    /// - Returns: The patch, each line ending in a newline; `""` when the texts are identical.
    public func unified(oldName: String, newName: String, context: Int = 3) -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            for line in hunk.patchLines() {
                output += line
                output += "\n"
            }
        }
        return output
    }
}

extension TextDiff.Hunk {
    /// The marker `diff` writes after a line that has no final newline.
    static let noNewlineMarker = #"\ No newline at end of file"#

    /// The hunk as unified-diff lines, each without its `"\n"`: the `@@` header, then ` `, `-` and `+` lines, with
    /// a ``noNewlineMarker`` after the last line of a text that lacks a final newline.
    func patchLines() -> [String] {
        var output = [header]
        output.reserveCapacity(lines.count + 3)
        var (oldSeen, newSeen) = (0, 0)
        for line in lines {
            let readsOld: Bool
            let readsNew: Bool
            switch line {
            case .same(let text):
                output.append(" " + text)
                oldSeen += 1
                newSeen += 1
                (readsOld, readsNew) = (true, true)
            case .removed(let text):
                output.append("-" + text)
                oldSeen += 1
                (readsOld, readsNew) = (true, false)
            case .added(let text):
                output.append("+" + text)
                newSeen += 1
                (readsOld, readsNew) = (false, true)
            }
            let oldEnds = readsOld && oldLacksFinalNewline && oldSeen == oldRange.count
            let newEnds = readsNew && newLacksFinalNewline && newSeen == newRange.count
            if oldEnds || newEnds {
                output.append(Self.noNewlineMarker)
            }
        }
        return output
    }
}
