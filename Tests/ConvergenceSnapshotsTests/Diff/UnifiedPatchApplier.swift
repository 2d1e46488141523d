/// A strict reader of unified diffs that applies one to a text, written independently of `TextDiff` so that the
/// property tests check the printed patch itself: its `@@` numbers, its prefixes and its newline markers.
enum UnifiedPatchApplier {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A line of a text and whether it ends with `"\n"`.
    private struct TextLine {
        var content: String
        var terminated: Bool
    }

    /// Applies `patch`, as printed by `TextDiff.unified`, to `old`; throws when a hunk does not fit the text.
    static func apply(_ patch: String, to old: String) throws -> String {
        if patch.isEmpty { return old }
        let oldLines = textLines(old)
        var patchLines = splitAtNewlines(patch)
        guard patchLines.last == "" else { throw Failure(description: "the patch does not end with a newline") }
        patchLines.removeLast()
        guard patchLines.count >= 2, patchLines[0].hasPrefix("--- "), patchLines[1].hasPrefix("+++ ") else {
            throw Failure(description: "no --- and +++ headers")
        }

        var output: [TextLine] = []
        var nextOld = 0
        var index = 2
        while index < patchLines.count {
            let (oldStart, oldCount, newCount) = try header(patchLines[index])
            index += 1
            // An empty range names the line before it.
            let start = oldCount == 0 ? oldStart : oldStart - 1
            guard start >= nextOld, start + oldCount <= oldLines.count else {
                throw Failure(description: "hunk \(patchLines[index - 1]) is out of order or past the end")
            }
            output += oldLines[nextOld..<start]
            nextOld = start
            var (oldSeen, newSeen) = (0, 0)
            var lastKind: Unicode.Scalar = "@"
            while index < patchLines.count, !patchLines[index].hasPrefix("@@") {
                let line = patchLines[index]
                index += 1
                // By scalar: a line may start with a combining mark that would join the prefix's `Character`.
                guard let kind = line.unicodeScalars.first else {
                    throw Failure(description: "an empty line in a hunk")
                }
                let content = String(line.unicodeScalars.dropFirst())
                switch kind {
                case " ", "-":
                    guard nextOld < oldLines.count, oldLines[nextOld].content.utf8.elementsEqual(content.utf8) else {
                        throw Failure(description: "line \(nextOld + 1) is not \(content.debugDescription)")
                    }
                    if kind == " " { output.append(oldLines[nextOld]) }
                    nextOld += 1
                    oldSeen += 1
                    newSeen += kind == " " ? 1 : 0
                case "+":
                    output.append(TextLine(content: content, terminated: true))
                    newSeen += 1
                case "\\":
                    guard line == #"\ No newline at end of file"#, lastKind != "\\", lastKind != "@" else {
                        throw Failure(description: "a misplaced marker: \(line)")
                    }
                    if lastKind == " " || lastKind == "-" {
                        guard nextOld == oldLines.count, !oldLines[nextOld - 1].terminated else {
                            throw Failure(description: "a no-newline marker after an old line that has one")
                        }
                    }
                    if lastKind == " " || lastKind == "+" { output[output.count - 1].terminated = false }
                default:
                    throw Failure(description: "a line with no prefix: \(line)")
                }
                lastKind = kind
            }
            guard oldSeen == oldCount, newSeen == newCount else {
                throw Failure(description: "the hunk's counts do not match its lines")
            }
        }
        output += oldLines[nextOld...]
        return output.map { $0.content + ($0.terminated ? "\n" : "") }.joined()
    }

    /// `(old start, old count, new count)` from `@@ -a[,b] +c[,d] @@`, where a missing count means 1.
    private static func header(_ line: String) throws -> (Int, Int, Int) {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@", parts[1].first == "-", parts[2].first == "+" else {
            throw Failure(description: "not a hunk header: \(line)")
        }
        func range(_ part: Substring) throws -> (start: Int, count: Int) {
            let numbers = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard let start = numbers.first ?? nil, numbers.count <= 2, numbers.allSatisfy({ $0 != nil }) else {
                throw Failure(description: "not a line range: \(part)")
            }
            let count = numbers.count == 2 ? numbers[1]! : 1
            // GNU writes a one-line range without its count, so ",1" never appears.
            guard numbers.count == 1 || count != 1 else { throw Failure(description: "a redundant ,1 in \(part)") }
            return (start, count)
        }
        let old = try range(parts[1])
        let new = try range(parts[2])
        return (old.start, old.count, new.count)
    }

    private static func textLines(_ text: String) -> [TextLine] {
        var lines = splitAtNewlines(text)
        let terminated = lines.last == ""
        if terminated { lines.removeLast() }
        return lines.enumerated().map { index, content in
            TextLine(content: content, terminated: terminated || index < lines.count - 1)
        }
    }

    /// The text cut at every `"\n"` scalar (`Character`-wise splitting would keep `"\r\n"` whole).
    private static func splitAtNewlines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(Substring($0)) }
    }
}
