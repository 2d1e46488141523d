extension TextDiff {
    /// How many line pairs the notes show before summing up the rest.
    static let invisibleDifferenceLimit = 5
    /// How many added lines to search for a removed line's look-alike; bounded so a rewritten file stays linear.
    static let lookAlikeWindow = 8

    /// Notes for ``annotated(oldName:newName:context:maxLines:)`` on changes a reader cannot see in the patch:
    /// replaced lines that differ only in trailing whitespace or in Unicode encoding (`é` as one scalar or as `e`
    /// and a combining accent), and a final newline on one side only. Empty when there are none.
    func invisibleDifferenceNotes() -> [String] {
        var pairs: [[String]] = []
        for block in changeBlocks() {
            // Each removed line is compared with the next few added lines of the same change, in order, so that a
            // look-alike is found even when lines were also added or removed around it.
            var nextY = block.newStart
            for x in block.oldStart..<block.oldEnd {
                let line = old.line(x)
                for y in nextY..<min(block.newEnd, nextY + Self.lookAlikeWindow) {
                    guard let note = Self.invisibleDifference(old: line, new: new.line(y)) else { continue }
                    let location = x == y ? "line \(x + 1)" : "old line \(x + 1), new line \(y + 1)"
                    pairs.append(["  \(location): \(note.what)", "    -" + note.old, "    +" + note.new])
                    nextY = y + 1
                    break
                }
            }
        }
        var notes = pairs.prefix(Self.invisibleDifferenceLimit).flatMap { $0 }
        if pairs.count > Self.invisibleDifferenceLimit {
            let more = pairs.count - Self.invisibleDifferenceLimit
            notes.append("  … and \(Self.count(more, "more line")) like these")
        }
        if old.lineCount > 0 && new.lineCount > 0 && old.lacksFinalNewline != new.lacksFinalNewline {
            let (with, without) = old.lacksFinalNewline ? ("new", "old") : ("old", "new")
            let lastOld = Self.withVisibleTrailingWhitespace(old.line(old.lineCount - 1))
            let lastNew = Self.withVisibleTrailingWhitespace(new.line(new.lineCount - 1))
            notes += [
                "  end of text: the \(with) text ends with a newline, the \(without) text does not",
                "    -" + lastOld + (old.lacksFinalNewline ? "" : "⏎"),
                "    +" + lastNew + (new.lacksFinalNewline ? "" : "⏎"),
            ]
        }
        guard !notes.isEmpty else { return [] }
        return ["Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):"] + notes
    }

    /// What makes two different lines look the same, and both lines with the difference made visible; nil when
    /// the difference is visible already (or there is none, as when only the final newline differs).
    static func invisibleDifference(old: String, new: String) -> (what: String, old: String, new: String)? {
        if old.utf8.elementsEqual(new.utf8) {
            return nil
        }
        if withoutTrailingWhitespace(old).utf8.elementsEqual(withoutTrailingWhitespace(new).utf8) {
            return (
                "only trailing whitespace differs", withVisibleTrailingWhitespace(old),
                withVisibleTrailingWhitespace(new)
            )
        }
        if old == new {
            // `String` compares by canonical equivalence, the lines by bytes.
            return ("same characters, different Unicode encoding", escapingNonASCII(old), escapingNonASCII(new))
        }
        return nil
    }

    /// The line without its trailing whitespace.
    private static func withoutTrailingWhitespace(_ line: String) -> Substring {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)].isWhitespace {
            end = line.index(before: end)
        }
        return line[..<end]
    }

    /// The line with its trailing whitespace drawn: `·` space, `→` tab, `␍` carriage return, others escaped.
    static func withVisibleTrailingWhitespace(_ line: String) -> String {
        let body = withoutTrailingWhitespace(line)
        var result = String(body)
        for scalar in line.unicodeScalars[body.endIndex...] {
            switch scalar {
            case " ": result += "·"
            case "\t": result += "→"
            case "\r": result += "␍"
            default: result += escaped(scalar)
            }
        }
        return result
    }

    /// The line with every scalar outside printable ASCII written as `\u{…}`, so encodings can be told apart.
    static func escapingNonASCII(_ line: String) -> String {
        line.unicodeScalars.reduce(into: "") { result, scalar in
            result += (0x20...0x7E).contains(scalar.value) ? String(scalar) : escaped(scalar)
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
