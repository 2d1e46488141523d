import ConvergenceSnapshots
import ConvergenceTestSupport
import Testing

/// The presentation for people: unaltered patch lines, shortened, with notes on differences one cannot see.
@Suite struct TextDiffAnnotatedTests {
    /// Checks that the annotated form is the unified patch followed by a blank line and `notes`.
    static func expectNotes(
        old: String, new: String, _ notes: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diff = TextDiff(old: old, new: new)
        let patch = diff.unified(oldName: "recorded", newName: "rendered")
        let annotated = diff.annotated(oldName: "recorded", newName: "rendered")
        #expect(annotated.utf8.elementsEqual((patch + "\n" + notes + "\n").utf8), sourceLocation: sourceLocation)
    }

    @Test func visibleChangesNeedNoNotes() {
        let diff = TextDiff(old: "a\nb\n", new: "a\nc\n")
        #expect(diff.annotated(oldName: "x", newName: "y") == diff.unified(oldName: "x", newName: "y"))
    }

    @Test func trailingSpacesAreDrawnInANoteNotInThePatch() {
        Self.expectNotes(
            old: "Total:  \n| 12 |\n", new: "Total:\n| 12 |\n",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              line 1: only trailing whitespace differs
                -Total:··
                +Total:
            """#)
    }

    @Test func tabsAndCarriageReturnsAreDrawn() {
        Self.expectNotes(
            old: "a\t\nb\r\nc\n", new: "a\nb\nc\n",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              line 1: only trailing whitespace differs
                -a→
                +a
              line 2: only trailing whitespace differs
                -b␍
                +b
            """#)
    }

    @Test func missingFinalNewlineIsNoted() {
        Self.expectNotes(
            old: "a\nb\n", new: "a\nb",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              end of text: the old text ends with a newline, the new text does not
                -b⏎
                +b
            """#)
        Self.expectNotes(
            old: "a\nb ", new: "a\nb\n",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              line 2: only trailing whitespace differs
                -b·
                +b
              end of text: the new text ends with a newline, the old text does not
                -b·
                +b⏎
            """#)
    }

    @Test func unicodeEncodingDifferencesAreSpelledOut() {
        Self.expectNotes(
            old: "Caf\u{E9}\n", new: "Cafe\u{301}\n",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              line 1: same characters, different Unicode encoding
                -Caf\u{E9}
                +Cafe\u{301}
            """#)
    }

    @Test func lookAlikeIsFoundAmongOtherChanges() {
        Self.expectNotes(
            old: "head\nx\nrow \ntail\n", new: "head\nrow\ny\ntail\n",
            #"""
            Invisible differences (· space, → tab, ␍ carriage return, ⏎ final newline):
              old line 3, new line 2: only trailing whitespace differs
                -row·
                +row
            """#)
    }

    @Test func manyInvisibleDifferencesAreSummedUp() {
        let old = (1...8).map { "row \($0)\r\n" }.joined()
        let new = (1...8).map { "row \($0)\n" }.joined()
        let annotated = TextDiff(old: old, new: new).annotated(oldName: "a", newName: "b")
        let notes = annotated.split(separator: "\n\n", maxSplits: 1).last.map(String.init) ?? ""
        #expect(notes.hasSuffix("    +row 5\n  … and 3 more lines like these\n"))
    }

    // MARK: Shortening

    /// 100 numbered lines with every tenth changed: nine hunks of 9 lines and a last one of 6, 87 in all.
    static let tenHunks = TextDiff(
        old: (1...100).map { "line \($0)\n" }.joined(),
        new: (1...100).map { $0 % 10 == 0 ? "LINE \($0)\n" : "line \($0)\n" }.joined())

    @Test func longDiffIsCutAtAHunkBoundary() {
        #expect(
            Self.tenHunks.annotated(oldName: "a", newName: "b", maxLines: 20) == #"""
                --- a
                +++ b
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +LINE 10
                 line 11
                 line 12
                 line 13
                @@ -17,7 +17,7 @@
                 line 17
                 line 18
                 line 19
                -line 20
                +LINE 20
                 line 21
                 line 22
                 line 23
                … 61 more lines in 8 hunks not shown

                """#)
    }

    @Test func diffThatFitsIsNotCut() {
        let annotated = Self.tenHunks.annotated(oldName: "a", newName: "b", maxLines: 87)
        #expect(annotated == Self.tenHunks.unified(oldName: "a", newName: "b"))
        #expect(
            Self.tenHunks.annotated(oldName: "a", newName: "b", maxLines: 86).hasSuffix(
                "… 5 more lines in 1 hunk not shown\n"))
    }

    @Test func hugeFirstHunkIsCutInsideUnderAHeaderOfItsOwn() {
        let diff = TextDiff(
            old: (1...50).map { "old \($0)\n" }.joined(), new: (1...50).map { "new \($0)\n" }.joined())
        #expect(
            diff.annotated(oldName: "a", newName: "b", maxLines: 6) == #"""
                --- a
                +++ b
                @@ -1,3 +1,2 @@
                -old 1
                -old 2
                -old 3
                +new 1
                +new 2
                … 95 more lines in 1 hunk not shown

                """#)
    }

    @Test func cutHunkGivesWayToTheChange() {
        let diff = TextDiff(old: "a\nb\nc\nd\ne\n", new: "a\nb\nc\nD\ne\n")
        #expect(
            diff.annotated(oldName: "a", newName: "b", context: 3, maxLines: 3) == #"""
                --- a
                +++ b
                @@ -4 +4 @@
                -d
                +D
                … 4 more lines in 1 hunk not shown

                """#)
    }

    @Test func atLeastAHeaderAndOneLineAreShown() {
        let annotated = TextDiff(old: "a\n", new: "b\n").annotated(oldName: "a", newName: "b", maxLines: 0)
        #expect(annotated == "--- a\n+++ b\n@@ -1 +0,0 @@\n-a\n… 1 more line in 1 hunk not shown\n")
    }

    @Test func shortenedPatchesStillApply() throws {
        var random = DiffTestRandom(seed: 10)
        for _ in 0..<500 {
            let (old, new) = TextDiffPropertyTests.randomPair(&random, maxLines: 30)
            let maxLines = Int.random(in: 2...12, using: &random)
            let annotated = TextDiff(old: old, new: new).annotated(oldName: "old", newName: "new", maxLines: maxLines)
            // The patch is everything before the "… more" line or the blank line before the notes.
            let patch = annotated.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
                .prefix { !$0.isEmpty && !$0.hasPrefix("…") }
                .map { $0 + "\n" }.joined()
            let hunkLines = patch.unicodeScalars.split(separator: "\n").count - 2
            #expect(hunkLines <= max(2, maxLines))
            #expect(throws: Never.self, "\(annotated)") { try UnifiedPatchApplier.apply(patch, to: old) }
        }
    }
}
