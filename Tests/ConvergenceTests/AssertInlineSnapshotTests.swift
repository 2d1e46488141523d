import Convergence
import Foundation
import Testing

/// `assertInlineSnapshot` against test files in a temporary folder: it writes the render into the call on the first
/// run, compares on the next, fails with a diff when the view changes, and rewrites only when the mode says so.
@MainActor @Suite struct AssertInlineSnapshotTests {
    /// A test file whose call on line 5 (column 15) has no closure yet, and a second call on line 9.
    static let testFile = """
        import Convergence
        import Testing

        @Test func greeting() async throws {
            try await assertInlineSnapshot(of: scenario)
        }

        @Test func farewell() async throws {
            try await assertInlineSnapshot(of: other)
        }

        """

    /// A fresh copy of ``testFile``.
    static func copy() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "InlineTests-\(UUID().uuidString).swift")
        try Data(testFile.utf8).write(to: url)
        return url
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    static func greeting(_ words: String) -> Scenario {
        Scenario("greeting", feature: "Inline", layout: .sizeThatFits) { Text(words) }
    }

    @Test func theFirstRunWritesTheRenderIntoTheCallAndTheNextPasses() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withSnapshotTesting(record: .missing) {
            try await assertInlineSnapshot(of: Self.greeting("Hello"), filePath: file.path, line: 5, column: 15)
        }
        let written = try Self.text(file)
        #expect(
            written
                == Self.testFile.replacingOccurrences(
                    of: "assertInlineSnapshot(of: scenario)\n",
                    with: "assertInlineSnapshot(of: scenario) {\n        \"\"\"\n        Hello\n        \"\"\"\n    }\n"
                ))
        // The next build's closure holds what was written: it passes, and the file stays as it is.
        let next = try Self.copy()
        defer { try? FileManager.default.removeItem(at: next) }
        try await withSnapshotTesting(record: .all) {
            try await assertInlineSnapshot(of: Self.greeting("Hello"), filePath: next.path, line: 5, column: 15) {
                "Hello"
            }
        }
        #expect(try Self.text(next) == Self.testFile)
    }

    @Test func aChangedViewFailsWithTheDiffAndWritesNothing() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withKnownIssue {
            try await withSnapshotTesting(record: .missing) {
                try await assertInlineSnapshot(of: Self.greeting("Goodbye"), filePath: file.path, line: 5, column: 15) {
                    "Hello"
                }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("-Hello") && text.contains("+Goodbye") && text.contains("SNAPSHOTS_RECORD=failed")
                && issue.sourceLocation?.line == 5
        }
        #expect(try Self.text(file) == Self.testFile)
    }

    @Test func recordModeFailedRewritesAChangedSnapshot() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withSnapshotTesting(record: .failed) {
            try await assertInlineSnapshot(of: Self.greeting("Goodbye"), filePath: file.path, line: 5, column: 15) {
                "Hello"
            }
        }
        #expect(try Self.text(file).contains("        Goodbye\n"))
        #expect(try !Self.text(file).contains("Hello"))
    }

    @Test func modeNeverWritesNoFirstSnapshotAndFails() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withKnownIssue {
            try await withSnapshotTesting(record: .never) {
                try await assertInlineSnapshot(of: Self.greeting("Hello"), filePath: file.path, line: 5, column: 15)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("no inline snapshot") && text.contains("Hello")
        }
        #expect(try Self.text(file) == Self.testFile)
    }

    @Test func aSecondCallInTheSameFileLandsBelowTheFirstsNewLines() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withSnapshotTesting(record: .missing) {
            try await assertInlineSnapshot(of: Self.greeting("Hello"), filePath: file.path, line: 5, column: 15)
            // Line 9 as the file was built; the first edit moved it down.
            try await assertInlineSnapshot(of: Self.greeting("Bye"), filePath: file.path, line: 9, column: 15)
        }
        let lines = try Self.text(file).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "    try await assertInlineSnapshot(of: scenario) {" && lines[6] == "        Hello")
        #expect(lines[12] == "    try await assertInlineSnapshot(of: other) {" && lines[14] == "        Bye")
        #expect(lines.count == Self.testFile.split(separator: "\n", omittingEmptySubsequences: false).count + 8)
    }

    @Test func oneCallRunForTwoScenariosThatDifferFails() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withSnapshotTesting(record: .missing) {
            try await assertInlineSnapshot(of: Self.greeting("Hello"), filePath: file.path, line: 5, column: 15)
            try await withKnownIssue {
                try await assertInlineSnapshot(
                    of: Scenario("other", feature: "Inline", layout: .sizeThatFits) { Text("Other") },
                    filePath: file.path, line: 5, column: 15)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("one call holds one snapshot")
            }
        }
        #expect(try Self.text(file).components(separatedBy: "Hello").count == 2)
        #expect(try !Self.text(file).contains("Other"))
    }

    @Test func aRenderThatVariesIsNotWrittenUnlessRedacted() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        let varying = Scenario("varying", feature: "Inline", layout: .sizeThatFits) { Text(UUID().uuidString) }
        try await withKnownIssue {
            try await withSnapshotTesting(record: .missing) {
                try await assertInlineSnapshot(of: varying, filePath: file.path, line: 5, column: 15)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("was not written")
        }
        #expect(try Self.text(file) == Self.testFile)
        try await withSnapshotTesting(record: .missing, redacting: [.uuids]) {
            try await assertInlineSnapshot(of: varying, filePath: file.path, line: 5, column: 15)
        }
        #expect(try Self.text(file).contains("        \(Redaction.uuids.placeholder)\n"))
    }

    @Test func stepsAndFormatsShowEachFrameUnderItsName() async throws {
        let file = try Self.copy()
        defer { try? FileManager.default.removeItem(at: file) }
        let counter = Scenario("counter", feature: "Inline", layout: .sizeThatFits, steps: [.tap("Add")]) {
            InlineCounterView()
        }
        try await withSnapshotTesting(record: .missing) {
            try await assertInlineSnapshot(of: counter, as: .html, filePath: file.path, line: 5, column: 15)
        }
        let written = try Self.text(file)
        #expect(written.contains("        --- first frame ---\n"))
        #expect(written.contains("        --- after step 1 ---\n"))
        #expect(written.contains("Count: 1"))
        #expect(written.contains("<button"))
    }
}

private struct InlineCounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}
