/// The shortest line-by-line difference between two texts, as unified-diff hunks.
///
/// Texts are split at `"\n"` and lines compare byte for byte: trailing whitespace, `"\r"` and the Unicode
/// encoding all count, and a last line without a final newline differs from the same line with one (as in
/// `diff`). The edit script is minimal — no script removes and adds fewer lines — and is found with Myers'
/// O(ND) algorithm in linear space, so a few edits in thousands of repeated border rows take milliseconds.
///
/// There are two presentations, kept apart on purpose: ``unified(oldName:newName:context:)`` is a patch that
/// `patch` applies, byte for byte; ``annotated(oldName:newName:context:maxLines:)`` is the same hunks for a
/// person reading a failure, shortened and with notes on differences that cannot be seen.
///
/// ```swift
/// let diff = TextDiff(old: "+---+\n| a |\n+---+\n", new: "+---+\n| b |\n+---+\n")
/// print(diff.unified(oldName: "a/Card.txt", newName: "b/Card.txt"))
/// ```
///
/// prints
///
/// ```diff
/// --- a/Card.txt
/// +++ b/Card.txt
/// @@ -1,3 +1,3 @@
///  +---+
/// -| a |
/// +| b |
///  +---+
/// ```
public struct TextDiff: Sendable, Equatable {
    /// One line of a hunk: context both texts share, or a line only the old or only the new text has.
    ///
    /// The string is the line without its `"\n"`.
    public enum Line: Sendable, Hashable {
        /// A line both texts have, shown as context.
        case same(String)
        /// A line of the old text the new text does not have.
        case removed(String)
        /// A line of the new text the old text does not have.
        case added(String)
    }

    /// The old text, split into lines.
    let old: LineBuffer
    /// The new text, split into lines.
    let new: LineBuffer
    /// `oldChanged[i]` is true when old line `i` is removed.
    let oldChanged: [Bool]
    /// `newChanged[j]` is true when new line `j` is added.
    let newChanged: [Bool]

    /// Compares two texts line by line.
    ///
    /// - Parameters:
    ///   - old: The expected text, such as a recorded snapshot.
    ///   - new: The actual text, such as a fresh render.
    ///
    /// ```swift
    /// TextDiff(old: "a\nb\n", new: "a\nc\n").summary  // "1 line removed, 1 added"
    /// TextDiff(old: "a\n", new: "a\n").isEmpty        // true
    /// ```
    public init(old: String, new: String) {
        self.old = LineBuffer(old)
        self.new = LineBuffer(new)
        (oldChanged, newChanged) = Self.changedLines(old: self.old, new: self.new)
    }

    /// Whether the two texts are identical, byte for byte; an empty diff has no hunks and an empty patch.
    public var isEmpty: Bool {
        removedLineCount == 0 && addedLineCount == 0
    }

    /// How many lines of the old text the diff removes.
    public var removedLineCount: Int {
        oldChanged.lazy.filter { $0 }.count
    }

    /// How many lines of the new text the diff adds.
    public var addedLineCount: Int {
        newChanged.lazy.filter { $0 }.count
    }

    /// A short description of the size of the change, such as `"2 lines removed, 3 added"`.
    ///
    /// ```swift
    /// TextDiff(old: "a\n", new: "a\nb\n").summary  // "1 line added"
    /// TextDiff(old: "a\n", new: "a\n").summary     // "no differences"
    /// ```
    public var summary: String {
        let removed = removedLineCount
        let added = addedLineCount
        switch (removed, added) {
        case (0, 0): return "no differences"
        case (_, 0): return "\(Self.count(removed, "line")) removed"
        case (0, _): return "\(Self.count(added, "line")) added"
        default: return "\(Self.count(removed, "line")) removed, \(added) added"
        }
    }

    /// `"1 line"`, `"2 lines"`, `"1,234 lines"`: a count with its noun, grouped in thousands without a locale.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// `1234567` → `"1,234,567"`, the same on every machine.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
