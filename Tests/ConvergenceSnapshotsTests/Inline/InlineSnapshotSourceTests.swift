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

    /// Texts a render can hold that a plain literal would not give back: backslashes, quotes, pound signs,
    /// interpolation look-alikes, blank and indented lines, a trailing newline, tabs and wide characters.
    static let hostileTexts = [
        "plain", "a\\nb \\(x) \\u{41}", "three \"\"\" quotes", "ends with a quote\"", "\"\"\"#",
        "raw-looking \\#(x) \"#", "##\"\"\"## \\##(y)", "\n\nblank lines first\n\n", "trailing newline\n",
        "\tTabbed\t", "  indented\n    more", "wide 漢字 🇫🇷 é", "", "\\", "line\\",
    ]

    @Test func everyDelimiterCountKeepsTheLiteralClosed() {
        #expect(InlineSnapshotSource.closure(returning: "plain", indentation: "").contains("    \"\"\"\n"))
        for text in Self.hostileTexts {
            let closure = InlineSnapshotSource.closure(returning: text, indentation: "  ")
            let lines = closure.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "{" && lines.last == "  }", "\(closure)")
        }
    }

    @Test(.requiring("swiftc (the Swift toolchain)", InlineSnapshotSourceTests.swiftc != nil))
    func theCompilerReadsEveryWrittenLiteralBackExactly() throws {
        let swiftc = try #require(Self.swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var program = "import Foundation\nvar texts: [String] = []\n"
        for text in Self.hostileTexts {
            let call = "        record(0)\n"
            let edit = try InlineSnapshotSource.recording(text, intoCallOf: "record", line: 1, column: 1, in: call)
            program +=
                "do {\n    func record(_: Int, _ body: () -> String) { texts.append(body()) }\n" + edit.source
                + "}\n"
        }
        program += """
            let data = try JSONSerialization.data(withJSONObject: texts)
            FileHandle.standardOutput.write(data)

            """
        try Data(program.utf8).write(to: folder.appendingPathComponent("main.swift"))
        let binary = folder.appendingPathComponent("literals")
        let build = try CapturedProcess.run(
            swiftc, [folder.appendingPathComponent("main.swift").path, "-o", binary.path], mergingErrors: true)
        try #require(build.status == 0, "\(build.standardOutput)\n\(program)")
        let run = try CapturedProcess.run(binary, [])
        let texts = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String]
        #expect(texts == Self.hostileTexts)
    }

    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

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
