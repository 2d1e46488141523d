import ConvergenceSnapshots
import ConvergenceTestSupport
import Foundation
import Testing

/// How an inline snapshot is written into a test file: where the closure goes, how it is indented, how a hostile text
/// is spelled so that the compiler reads it back exactly, and that no other byte of the file changes.
@Suite struct InlineSnapshotSourceTests {
    static let file = """
        import Convergence
        import Testing

        @Test func saveButton() async throws {
            let scenario = Scenario("save") { Button("Save") {} }
            try await assertInlineSnapshot(of: scenario)
            #expect(true) // a line after the call
        }

        """

    @Test func aCallWithoutAClosureGetsOneIndentedBelowIt() throws {
        let edit = try InlineSnapshotSource.recording(
            "[ Save ]\n\n  done", intoCallOf: "assertInlineSnapshot", line: 6, column: 15, in: Self.file)
        #expect(
            edit.source == """
                import Convergence
                import Testing

                @Test func saveButton() async throws {
                    let scenario = Scenario("save") { Button("Save") {} }
                    try await assertInlineSnapshot(of: scenario) {
                        \"""
                        [ Save ]

                          done
                        \"""
                    }
                    #expect(true) // a line after the call
                }

                """)
        #expect(edit.addedLines == 6)
    }

    @Test func anExistingTrailingClosureIsReplacedAndNothingElse() throws {
        let first = try InlineSnapshotSource.recording(
            "old\nrender", intoCallOf: "assertInlineSnapshot", line: 6, column: 15, in: Self.file)
        let second = try InlineSnapshotSource.recording(
            "new", intoCallOf: "assertInlineSnapshot", line: 6, column: 15, in: first.source)
        #expect(second.addedLines == -1)
        let direct = try InlineSnapshotSource.recording(
            "new", intoCallOf: "assertInlineSnapshot", line: 6, column: 15, in: Self.file)
        #expect(second.source == direct.source)
        #expect(Self.linesOutsideTheCall(second.source) == Self.linesOutsideTheCall(Self.file))
    }

    @Test func aMatchesArgumentIsReplacedInPlace() throws {
        let source = """
                try await assertInlineSnapshot(
                    of: scenario, as: .html, matches: { "stale" }, line: 3)
                next()
            """
        let edit = try InlineSnapshotSource.recording(
            "<p>Hi</p>", intoCallOf: "assertInlineSnapshot", line: 1, column: 19, in: source)
        #expect(
            edit.source == """
                    try await assertInlineSnapshot(
                        of: scenario, as: .html, matches: {
                        \"""
                        <p>Hi</p>
                        \"""
                    }, line: 3)
                    next()
                """)
    }

    @Test func theNamedCallIsChosenAmongOthersOnItsLine() throws {
        let source = "check(a); try await assertInlineSnapshot(of: s); assertInlineSnapshot(of: t)\n"
        let second = try InlineSnapshotSource.recording(
            "T", intoCallOf: "assertInlineSnapshot", line: 1, column: 50, in: source)
        #expect(
            second.source.hasPrefix("check(a); try await assertInlineSnapshot(of: s); assertInlineSnapshot(of: t) {"))
        let first = try InlineSnapshotSource.recording(
            "S", intoCallOf: "assertInlineSnapshot", line: 1, column: 21, in: source)
        #expect(first.source.hasPrefix("check(a); try await assertInlineSnapshot(of: s) {\n"))
    }

    @Test func aCallThatIsNotThereIsAnErrorAndNoEdit() {
        #expect(throws: InlineSnapshotSource.EditError.callNotFound(line: 3)) {
            try InlineSnapshotSource.recording(
                "x", intoCallOf: "assertInlineSnapshot", line: 3, column: 1, in: Self.file)
        }
        #expect(throws: InlineSnapshotSource.EditError.callNotFound(line: 99)) {
            try InlineSnapshotSource.recording(
                "x", intoCallOf: "assertInlineSnapshot", line: 99, column: 1, in: Self.file)
        }
        #expect(throws: InlineSnapshotSource.EditError.unbalanced(line: 1)) {
            try InlineSnapshotSource.recording(
                "x", intoCallOf: "assertInlineSnapshot", line: 1, column: 1, in: "assertInlineSnapshot(of: s\n")
        }
    }

    @Test func stringsAndCommentsThatLookLikeTheCallAreSkipped() throws {
        let source = """
            let note = "assertInlineSnapshot(of: x)"; /* assertInlineSnapshot(of: y) */ assertInlineSnapshot(of: z)
            """
        let edit = try InlineSnapshotSource.recording(
            "Z", intoCallOf: "assertInlineSnapshot", line: 1, column: 1, in: source)
        #expect(edit.source.hasPrefix(source + " {\n"))
    }

    @Test func everyDelimiterCountKeepsTheLiteralClosed() {
        #expect(InlineSnapshotSource.closure(returning: "plain", indentation: "").contains("    \"\"\"\n"))
        for text in HostileTexts.all {
            let closure = InlineSnapshotSource.closure(returning: text, indentation: "  ")
            let lines = closure.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "{" && lines.last == "  }", "\(closure)")
        }
    }

    /// The file's lines with the call's closure taken out (from the call's `{` to the `}` closing it).
    static func linesOutsideTheCall(_ source: String) -> [Substring] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let call = lines.firstIndex(where: { $0.contains("assertInlineSnapshot") }) else { return lines }
        if lines[call].hasSuffix(" {"), let end = lines[call...].firstIndex(of: "    }") {
            lines[call] = lines[call].dropLast(2)
            lines.removeSubrange((call + 1)...end)
        }
        return lines
    }
}
