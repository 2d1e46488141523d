import ConvergenceSnapshots
import Testing

/// Hand-written examples of `TextDiff`'s edit scripts and its unified output, checked line by line.
@Suite struct TextDiffTests {
    /// Checks the unified patch between two texts; `expected` is written without its final newline.
    static func expectPatch(
        old: String, new: String, context: Int = 3, _ expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let patch = TextDiff(old: old, new: new).unified(oldName: "old", newName: "new", context: context)
        #expect(patch == expected + "\n", sourceLocation: sourceLocation)
    }

    // MARK: Insertions and deletions

    @Test func insertionAtTheStart() {
        Self.expectPatch(
            old: "b\nc\n", new: "a\nb\nc\n",
            #"""
            --- old
            +++ new
            @@ -1,2 +1,3 @@
            +a
             b
             c
            """#)
    }

    @Test func insertionInTheMiddle() {
        Self.expectPatch(
            old: "a\nc\n", new: "a\nb\nc\n",
            #"""
            --- old
            +++ new
            @@ -1,2 +1,3 @@
             a
            +b
             c
            """#)
    }

    @Test func insertionAtTheEnd() {
        Self.expectPatch(
            old: "a\nb\n", new: "a\nb\nc\n",
            #"""
            --- old
            +++ new
            @@ -1,2 +1,3 @@
             a
             b
            +c
            """#)
    }

    @Test func deletion() {
        Self.expectPatch(
            old: "a\nb\nc\n", new: "a\nc\n",
            #"""
            --- old
            +++ new
            @@ -1,3 +1,2 @@
             a
            -b
             c
            """#)
    }

    @Test func replacementPrintsRemovalsBeforeAdditions() {
        Self.expectPatch(
            old: "a\nb\nc\nd\n", new: "a\nB\nC\nd\n",
            #"""
            --- old
            +++ new
            @@ -1,4 +1,4 @@
             a
            -b
            -c
            +B
            +C
             d
            """#)
    }

    // MARK: Empty texts

    @Test func emptyOldTextIsACreation() {
        Self.expectPatch(
            old: "", new: "a\nb\n",
            #"""
            --- old
            +++ new
            @@ -0,0 +1,2 @@
            +a
            +b
            """#)
    }

    @Test func emptyNewTextIsADeletion() {
        Self.expectPatch(
            old: "a\nb\n", new: "",
            #"""
            --- old
            +++ new
            @@ -1,2 +0,0 @@
            -a
            -b
            """#)
    }

    @Test func bothEmptyIsAnEmptyDiff() {
        let diff = TextDiff(old: "", new: "")
        #expect(diff.isEmpty)
        #expect(diff.hunks.isEmpty)
        #expect(diff.unified(oldName: "old", newName: "new") == "")
        #expect(diff.annotated(oldName: "old", newName: "new") == "")
        #expect(diff.summary == "no differences")
    }

    @Test func identicalTextsGiveNoHeaderOnlyPatch() {
        let text = "+--+\n| a |\n+--+\n"
        let diff = TextDiff(old: text, new: text)
        #expect(diff.isEmpty)
        #expect(diff.hunks(context: 0).isEmpty)
        #expect(diff.unified(oldName: "old", newName: "new", context: 10) == "")
    }

    @Test func emptyTextAgainstASingleNewlineIsOneBlankLine() {
        Self.expectPatch(
            old: "", new: "\n",
            #"""
            --- old
            +++ new
            @@ -0,0 +1 @@
            +
            """#)
    }

    // MARK: Final newlines

    @Test func removingTheFinalNewlineChangesTheLastLine() {
        Self.expectPatch(
            old: "a\nb\n", new: "a\nb",
            #"""
            --- old
            +++ new
            @@ -1,2 +1,2 @@
             a
            -b
            +b
            \ No newline at end of file
            """#)
    }

    @Test func addingTheFinalNewlineChangesTheLastLine() {
        Self.expectPatch(
            old: "a\nb", new: "a\nb\n",
            #"""
            --- old
            +++ new
            @@ -1,2 +1,2 @@
             a
            -b
            \ No newline at end of file
            +b
            """#)
    }

    @Test func sharedLastLineWithoutNewlineIsMarkedOnce() {
        Self.expectPatch(
            old: "a\nb\nc", new: "x\nb\nc",
            #"""
            --- old
            +++ new
            @@ -1,3 +1,3 @@
            -a
            +x
             b
             c
            \ No newline at end of file
            """#)
    }

    @Test func unterminatedTextsWithoutNewlinesAtAll() {
        Self.expectPatch(
            old: "a", new: "b",
            #"""
            --- old
            +++ new
            @@ -1 +1 @@
            -a
            \ No newline at end of file
            +b
            \ No newline at end of file
            """#)
    }

    // MARK: Bytes, not characters

    @Test func trailingWhitespaceIsADifference() {
        let diff = TextDiff(old: "a \nb\n", new: "a\nb\n")
        #expect(diff.hunks[0].lines == [.removed("a "), .added("a"), .same("b")])
        #expect(diff.unified(oldName: "old", newName: "new") == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n-a \n+a\n b\n")
    }

    @Test func carriageReturnsAreText() {
        Self.expectPatch(
            old: "a\r\nb\r\n", new: "a\r\nc\r\n",
            "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r")
        Self.expectPatch(
            old: "a\r\nb\r\n", new: "a\nb\n",
            "--- old\n+++ new\n@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b")
    }

    @Test func unicodeLinesKeepTheirBytes() {
        Self.expectPatch(
            old: "Café ☕\n日本語\n👩‍👩‍👧\n", new: "Café ☕\n日本\n👩‍👩‍👧\n",
            #"""
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             Café ☕
            -日本語
            +日本
             👩‍👩‍👧
            """#)
    }

    @Test func canonicallyEquivalentLinesStillDiffer() {
        // "é" as one scalar and as "e" plus a combining acute accent: equal `String`s, different bytes.
        let diff = TextDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n")
        #expect(!diff.isEmpty)
        #expect(diff.hunks[0].lines.count == 2)
        #expect(diff.summary == "1 line removed, 1 added")
    }

    @Test func lineStartingWithACombiningMarkKeepsItsPrefixSeparate() {
        let diff = TextDiff(old: "a\n", new: "\u{301}a\n")
        #expect(
            diff.unified(oldName: "o", newName: "n").utf8.elementsEqual(
                "--- o\n+++ n\n@@ -1 +1 @@\n-a\n+\u{301}a\n".utf8))
    }

    @Test func linesThatShareBytesAreToldApart() {
        // Same first eight bytes, same length, a zero byte, empty lines: none may be taken for another.
        let lines = [
            "", "a", "\u{0}a", "aaaaaaaa", "aaaaaaaab", "aaaaaaaac", "baaaaaaaa", "aaaaaaaaaaaaaaaa",
            "aaaaaaaaaaaaaaab",
        ]
        let text = lines.map { $0 + "\n" }.joined()
        #expect(TextDiff(old: text, new: text).isEmpty)
        for index in lines.indices {
            var changed = lines
            changed[index] += "x"
            let diff = TextDiff(old: text, new: changed.map { $0 + "\n" }.joined())
            #expect(diff.removedLineCount == 1 && diff.addedLineCount == 1, "line \(index)")
        }
    }
}
