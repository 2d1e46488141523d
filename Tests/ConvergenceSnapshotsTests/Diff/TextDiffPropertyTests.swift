import ConvergenceSnapshots
import ConvergenceTestSupport
import Testing

/// Seeded random texts over a few often-repeated lines: every patch applies, every script is minimal.
@Suite struct TextDiffPropertyTests {
    /// A random pair of texts: usually a few edits apart, sometimes unrelated.
    static func randomPair(_ random: inout DiffTestRandom, maxLines: Int) -> (old: String, new: String) {
        let old = random.lines(count: Int.random(in: 0...maxLines, using: &random))
        let new =
            random.chance(2, in: 3)
            ? random.edited(old) : random.lines(count: Int.random(in: 0...maxLines, using: &random))
        return (
            old.joinedAsText(finalNewline: random.chance(4, in: 5)),
            new.joinedAsText(finalNewline: random.chance(4, in: 5))
        )
    }

    @Test func patchTurnsTheOldTextIntoTheNewOne() throws {
        var random = DiffTestRandom(seed: 1)
        for _ in 0..<3000 {
            let (old, new) = Self.randomPair(&random, maxLines: 14)
            let context = Int.random(in: 0...4, using: &random)
            let patch = TextDiff(old: old, new: new).unified(oldName: "old", newName: "new", context: context)
            let patched = try UnifiedPatchApplier.apply(patch, to: old)
            #expect(patched.utf8.elementsEqual(new.utf8), "\(old.debugDescription) → \(new.debugDescription)\n\(patch)")
            #expect(patch.isEmpty == old.utf8.elementsEqual(new.utf8))
        }
    }

    @Test func annotatedFormKeepsThePatchLinesAsTheyAre() {
        var random = DiffTestRandom(seed: 9)
        for _ in 0..<500 {
            let (old, new) = Self.randomPair(&random, maxLines: 14)
            let diff = TextDiff(old: old, new: new)
            let patch = diff.unified(oldName: "old", newName: "new")
            let annotated = diff.annotated(oldName: "old", newName: "new", maxLines: .max)
            #expect(annotated.utf8.starts(with: patch.utf8))
            #expect(annotated.isEmpty == patch.isEmpty)
        }
    }

    @Test func scriptIsAsShortAsALongestCommonSubsequenceAllows() {
        var random = DiffTestRandom(seed: 2)
        for _ in 0..<3000 {
            let (old, new) = Self.randomPair(&random, maxLines: 12)
            let diff = TextDiff(old: old, new: new)
            let (oldLines, newLines) = (Self.identities(old), Self.identities(new))
            let common = Self.longestCommonSubsequence(oldLines, newLines)
            #expect(
                diff.removedLineCount == oldLines.count - common, "\(old.debugDescription) → \(new.debugDescription)")
            #expect(diff.addedLineCount == newLines.count - common, "\(old.debugDescription) → \(new.debugDescription)")
        }
    }

    @Test func longerTextsWithFewEditsStayMinimal() {
        var random = DiffTestRandom(seed: 3)
        for _ in 0..<20 {
            let oldLines = random.lines(count: 300)
            var newLines = oldLines
            for _ in 0..<5 { newLines = random.edited(newLines) }
            let (old, new) = (oldLines.joinedAsText(finalNewline: true), newLines.joinedAsText(finalNewline: true))
            let diff = TextDiff(old: old, new: new)
            // By identity, not `String` equality, which takes "é" and "e\u{301}" for the same line.
            let common = Self.longestCommonSubsequence(Self.identities(old), Self.identities(new))
            #expect(diff.removedLineCount == oldLines.count - common)
            #expect(diff.addedLineCount == newLines.count - common)
        }
    }

    @Test func hunksAgreeWithTheirRangesAndStayApart() {
        var random = DiffTestRandom(seed: 4)
        for _ in 0..<2000 {
            let (old, new) = Self.randomPair(&random, maxLines: 20)
            let context = Int.random(in: 0...3, using: &random)
            let hunks = TextDiff(old: old, new: new).hunks(context: context)
            for hunk in hunks {
                let same = hunk.lines.filter { if case .same = $0 { true } else { false } }.count
                let removed = hunk.lines.filter { if case .removed = $0 { true } else { false } }.count
                #expect(same + removed == hunk.oldRange.count)
                #expect(hunk.lines.count - removed == hunk.newRange.count)
                #expect(same < hunk.lines.count, "a hunk has at least one change")
                #expect(
                    Self.leadingContext(hunk.lines) <= context && Self.leadingContext(hunk.lines.reversed()) <= context)
            }
            for (earlier, later) in zip(hunks, hunks.dropFirst()) {
                // Changes at most twice the context apart share a hunk.
                let lastChange = earlier.oldRange.upperBound - Self.leadingContext(earlier.lines.reversed())
                let firstChange = later.oldRange.lowerBound + Self.leadingContext(later.lines)
                #expect(firstChange - lastChange > 2 * context)
                #expect(later.oldRange.lowerBound > earlier.oldRange.upperBound)
            }
        }
    }

    /// The number of context lines before a hunk's first change.
    static func leadingContext(_ lines: some Sequence<TextDiff.Line>) -> Int {
        lines.prefix { if case .same = $0 { true } else { false } }.count
    }

    // MARK: Reference

    /// Each line of a text as it must compare: its characters as bytes, and whether it ends with a newline.
    static func identities(_ text: String) -> [String] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(Substring($0)).unicodeScalars.map { "\($0.value)" }.joined(separator: ".")
        }
        if lines.last == "" {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1] += " (no newline)"
        }
        return lines
    }

    /// The length of a longest common subsequence, by the textbook quadratic dynamic program.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var previous = Array(repeating: 0, count: b.count + 1)
        for x in a.indices {
            var current = Array(repeating: 0, count: b.count + 1)
            for y in b.indices {
                current[y + 1] = a[x] == b[y] ? previous[y] + 1 : max(previous[y + 1], current[y])
            }
            previous = current
        }
        return previous[b.count]
    }
}
