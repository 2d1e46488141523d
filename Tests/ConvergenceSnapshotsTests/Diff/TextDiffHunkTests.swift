import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// How changes group into hunks, what the documentation promises, and the diff as a value.
@Suite struct TextDiffHunkTests {
    // MARK: Hunks

    @Test func hunkHeadersUseGNUShortForms() {
        TextDiffTests.expectPatch(old: "a\n", new: "b\n", "--- old\n+++ new\n@@ -1 +1 @@\n-a\n+b")
        TextDiffTests.expectPatch(old: "a\nb\n", new: "a\nx\nb\n", context: 0, "--- old\n+++ new\n@@ -1,0 +2 @@\n+x")
        TextDiffTests.expectPatch(old: "a\nx\nb\n", new: "a\nb\n", context: 0, "--- old\n+++ new\n@@ -2 +1,0 @@\n-x")
    }

    @Test func changesWithinTwiceTheContextShareAHunk() {
        let old = (1...14).map { "\($0)\n" }.joined()
        let diff = TextDiff(old: old, new: old.replacingFirst("1\n", "one\n").replacingFirst("8\n", "eight\n"))
        #expect(diff.hunks.map(\.header) == ["@@ -1,11 +1,11 @@"])
        let apart = TextDiff(old: old, new: old.replacingFirst("1\n", "one\n").replacingFirst("9\n", "nine\n"))
        #expect(apart.hunks.map(\.header) == ["@@ -1,4 +1,4 @@", "@@ -6,7 +6,7 @@"])
    }

    @Test func hunkRangesAreZeroBasedLineIndices() {
        let diff = TextDiff(old: "a\nb\nc\nd\ne\nf\n", new: "a\nb\nc\nD\ne\nf\n")
        let hunk = diff.hunks(context: 1)[0]
        #expect(hunk.oldRange == 2..<5)
        #expect(hunk.newRange == 2..<5)
        #expect(hunk.lines == [.same("c"), .removed("d"), .added("D"), .same("e")])
        #expect(hunk.header == "@@ -3,3 +3,3 @@")
        #expect(!hunk.oldLacksFinalNewline && !hunk.newLacksFinalNewline)
    }

    @Test func contextAsLongAsTheTextGivesOneHunkOfEveryLine() {
        let diff = TextDiff(old: "a\nb\nc\nd\n", new: "a\nB\nc\nD\n")
        let hunks = diff.hunks(context: .max)
        #expect(hunks.count == 1)
        #expect(hunks[0].lines == [.same("a"), .removed("b"), .added("B"), .same("c"), .removed("d"), .added("D")])
        #expect(diff.hunks(context: -1) == diff.hunks(context: 0))
    }

    @Test func insertedTableRowIsPlacedAfterTheRepeatedBorder() {
        TextDiffTests.expectPatch(
            old: "+--+\n|a |\n+--+\n|b |\n+--+\n", new: "+--+\n|a |\n+--+\n|c |\n+--+\n|b |\n+--+\n",
            #"""
            --- old
            +++ new
            @@ -1,5 +1,7 @@
             +--+
             |a |
             +--+
            +|c |
            ++--+
             |b |
             +--+
            """#)
    }

    // MARK: Documentation

    @Test func documentedExamplesPrintWhatTheDocumentationSays() {
        let card = TextDiff(old: "+---+\n| a |\n+---+\n", new: "+---+\n| b |\n+---+\n")
        #expect(
            card.unified(oldName: "a/Card.txt", newName: "b/Card.txt") == #"""
                --- a/Card.txt
                +++ b/Card.txt
                @@ -1,3 +1,3 @@
                 +---+
                -| a |
                +| b |
                 +---+

                """#)
        let list = TextDiff(old: "title\nitem\n", new: "title\nitem")
        #expect(
            list.unified(oldName: "a/List.txt", newName: "b/List.txt") == #"""
                --- a/List.txt
                +++ b/List.txt
                @@ -1,2 +1,2 @@
                 title
                -item
                +item
                \ No newline at end of file

                """#)
        let total = TextDiff(old: "Total:  \n| 12 |\n", new: "Total:\n| 12 |\n")
        #expect(
            total.annotated(oldName: "recorded", newName: "rendered")
                == "--- recorded\n+++ rendered\n@@ -1,2 +1,2 @@\n-Total:  \n+Total:\n | 12 |\n\n" + #"""
                    Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
                      line 1: only trailing whitespace differs
                        -Total:··
                        +Total:

                    """#)
        #expect(TextDiff(old: "a\nb\n", new: "a\nc\n").summary == "1 line removed, 1 added")
        #expect(TextDiff(old: "a\n", new: "a\nb\n").summary == "1 line added")
        let abc = TextDiff(old: "a\nb\nc\n", new: "a\nB\nc\n")
        #expect(abc.hunks(context: 0)[0].lines == [.removed("b"), .added("B")])
        #expect(abc.hunks(context: 1)[0].lines == [.same("a"), .removed("b"), .added("B"), .same("c")])
    }

    // MARK: Summary, equality, determinism

    @Test func countsAndSummary() {
        let diff = TextDiff(old: "a\nb\nc\n", new: "a\nx\ny\nz\n")
        #expect(diff.removedLineCount == 2)
        #expect(diff.addedLineCount == 3)
        #expect(diff.summary == "2 lines removed, 3 added")
        #expect(TextDiff(old: "a\n", new: "").summary == "1 line removed")
        #expect(TextDiff(old: "", new: (1...1234).map { "\($0)\n" }.joined()).summary == "1,234 lines added")
    }

    @Test func diffingTwiceGivesEqualDiffsAndIdenticalOutput() {
        var random = DiffTestRandom(seed: 7)
        for _ in 0..<50 {
            let old = random.text(maxLines: 30)
            let new = random.text(maxLines: 30)
            let first = TextDiff(old: old, new: new)
            let second = TextDiff(old: old, new: new)
            #expect(first == second)
            #expect(first.unified(oldName: "a", newName: "b") == second.unified(oldName: "a", newName: "b"))
            #expect(first.annotated(oldName: "a", newName: "b") == second.annotated(oldName: "a", newName: "b"))
        }
    }

    @Test func diffsOfDifferentTextsAreNotEqual() {
        #expect(TextDiff(old: "a\n", new: "b\n") != TextDiff(old: "a\n", new: "c\n"))
        #expect(TextDiff(old: "caf\u{E9}\n", new: "x\n") != TextDiff(old: "cafe\u{301}\n", new: "x\n"))
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
