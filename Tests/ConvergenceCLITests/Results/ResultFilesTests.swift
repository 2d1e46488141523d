import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--json` and `--junit`: the JSON read back field by field (`ResultsSchemaTests` checks it against the committed
/// schema), the JUnit XML parsed by Foundation's `XMLParser`, and bad paths refused before anything runs.
@Suite struct ResultFilesTests {
    @Test @MainActor func verifyWritesTheRunAsJSON() async throws {
        let (output, harness) = try await RunCommandsFixtures.changedRun(["verify", "--json", "out/results.json"])
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        #expect(output.status == 1)
        let file = harness.folder.appendingPathComponent("out/results.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == ResultsJSON.schemaVersion)
        #expect(json["passed"] as? Bool == false)
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["id"] as? String } == harness.catalog.all.map(\.id))
        let retry = try #require(scenarios.first { $0["id"] as? String == "Item/retry" })
        #expect(retry["status"] as? String == "changed")
        #expect(
            retry["changeSummary"] as? [String] == [
                "Text 'Apples, pears' → 'Apples, pears, plums'", "Button 'Retry' removed",
            ])
        // The failure message (as `swift test` prints it) leads with the summary.
        let message = try #require(retry["message"] as? String)
        #expect(message.hasPrefix("What changed for the user:\n  - Text 'Apples, pears' → 'Apples, pears, plums'\n"))
        #expect(message.contains("  - Button 'Retry' removed\nItem/retry: __Snapshots__/Item/retry.txt"))
        let declaration = try #require(retry["declaration"] as? [String: Any])
        #expect(declaration["fileID"] as? String == "ConvergenceCLITestSupport/RunCommandsHarness.swift")
        #expect(declaration["line"] as? Int == 129)
        let files = try #require(retry["files"] as? [[String: Any]])
        let outline = try #require(files.first { $0["format"] as? String == "accessibilityOutline" })
        #expect(outline["linesAdded"] as? Int == 1)
        #expect(outline["linesRemoved"] as? Int == 2)
        #expect(outline["pending"] as? String == "Item/retry.a11y.new")
        let empty = try #require(scenarios.first { $0["id"] as? String == "Item/empty" })
        #expect(empty["status"] as? String == "missing")
        let totals = try #require(json["totals"] as? [String: Any])
        #expect((totals["statuses"] as? [String: Int])?["changed"] == 2)
    }

    @Test @MainActor func junitHasACasePerScenarioAndFormatWithTheDiffInFailures() async throws {
        let (output, harness) = try await RunCommandsFixtures.changedRun([
            "record", "--junit", "junit.xml", "--json", "r.json",
        ])
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        #expect(output.status == 1)
        let data = try Data(contentsOf: harness.folder.appendingPathComponent("junit.xml"))
        let cases = try JUnitCases.parse(data)
        // Grouped by feature (one test suite each), in catalog order within it.
        let expected =
            ["Item/loaded [ascii]", "Item/empty [ascii]", "Item/error-retry [ascii]", "Item/retry [ascii]"]
            + ["Item/retry [accessibilityOutline]", "Profile/loaded [ascii]", "Profile/loaded [html]"]
            + ["Profile/unauthorized [ascii]"]
        #expect(cases.map(\.name) == expected)
        let loaded = try #require(cases.first { $0.name == "Item/loaded [ascii]" })
        #expect(loaded.failure?.contains("+Apples, pears, plums") == true, "\(loaded)")
        #expect(loaded.failureMessage == "changed: Item/loaded.txt")
        #expect(loaded.file == "ConvergenceCLITestSupport/RunCommandsHarness.swift")
        let outline = try #require(cases.first { $0.name == "Item/retry [accessibilityOutline]" })
        #expect(outline.failure?.contains("- Button 'Retry' removed") == true)
        #expect(cases.first { $0.name == "Profile/loaded [html]" }?.failure == nil)
        // `record` (mode missing) wrote the missing file, so that case passes.
        #expect(cases.first { $0.name == "Item/empty [ascii]" }?.failure == nil)
    }

    @Test @MainActor func hostileTextIsEscapedInTheXML() async throws {
        let hostile = "</failure><x a=\"1\">&\u{1}]]>"
        func catalog(_ text: String) -> ScenarioCatalog {
            ScenarioCatalog(scenarios: [Scenario("a<b>&\"", feature: "F", formats: .ascii) { Text(text) }])
        }
        try await RunCommandsHarness.with(catalog("old")) { harness in
            _ = await harness.run(["record"])
            harness.catalog = catalog(hostile)
            let output = await harness.run(["verify", "--junit", "j.xml"])
            #expect(output.status == 1, "\(output.standardError)")
            let cases = try JUnitCases.parse(Data(contentsOf: harness.folder.appendingPathComponent("j.xml")))
            #expect(cases.map(\.name) == ["F/a<b>&\" [ascii]"])
            // The ASCII renderer shows the control character as its symbol (␁).
            #expect(cases.first?.failure?.contains("+</failure><x a=\"1\">&\u{2401}]]>") == true, "\(cases)")
        }
        // A control character XML 1.0 cannot hold at all is spelled out rather than written raw.
        #expect(XMLEscaping.escape("a\u{1}<\"'") == "a\\u{1}&lt;&quot;&apos;")
    }

    @Test @MainActor func badPathsAreClearErrorsBeforeTheRun() async throws {
        try await RunCommandsHarness.with { harness in
            try harness.put("x\n", at: "Item/loaded.txt")
            let folder = await harness.run(["verify", "--json", "__Snapshots__"])
            #expect(folder.status == 64)
            #expect(folder.standardError.contains("--json __Snapshots__ is a folder"), "\(folder.standardError)")
            let underFile = await harness.run(["verify", "--junit", "__Snapshots__/Item/loaded.txt/j.xml"])
            #expect(underFile.status == 64)
            #expect(underFile.standardError.contains("is a file, not a folder"), "\(underFile.standardError)")
            let same = await harness.run(["verify", "--junit", "a.out", "--json", "./a.out"])
            #expect(same.status == 64)
            #expect(same.standardError.contains("name the same file"))
            #expect(!harness.exists("Item/loaded.txt.new"), "nothing ran")
            let merge = await harness.run(["report", "--merge", "x.md", "--json", "r.json"])
            #expect(merge.status == 64)
            #expect(merge.standardError.contains("--merge runs nothing"))
        }
    }

    @Test @MainActor func aPassingRunWritesPassedTrueAndFilesAreWholeAfterAnAtomicWrite() async throws {
        try await RunCommandsHarness.with { harness in
            _ = await harness.run(["record"])
            let output = await harness.run(["verify", "--json", "r.json", "--junit", "j.xml"])
            #expect(output.status == 0)
            let json =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: harness.folder.appendingPathComponent("r.json"))) as? [String: Any]
            #expect(json?["passed"] as? Bool == true)
            #expect((json?["obsolete"] as? [String]) == [])
            let cases = try JUnitCases.parse(Data(contentsOf: harness.folder.appendingPathComponent("j.xml")))
            #expect(cases.count == 6)
            #expect(cases.allSatisfy { $0.failure == nil })
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.folder.path).filter {
                $0.hasPrefix(".") && $0 != ".gitignore"
            }
            #expect(leftovers.isEmpty, "no temporary files left: \(leftovers)")
        }
    }

    @Test func declarationsInsideThePackageAreRelative() {
        let source = ScenarioSourceLocation(
            fileID: "Notes/NoteScenarios.swift", filePath: "/src/notes/Sources/Notes/NoteScenarios.swift", line: 3,
            column: 5)
        #expect(source.path(relativeTo: "/src/notes") == "Sources/Notes/NoteScenarios.swift")
        #expect(source.path(relativeTo: "/src/note") == "/src/notes/Sources/Notes/NoteScenarios.swift")
    }
}

/// The test cases of a JUnit document, read with Foundation's `XMLParser`.
struct JUnitCases {
    struct Case: Sendable {
        var name = ""
        var file = ""
        var failureMessage: String?
        var failure: String?
    }

    static func parse(_ data: Data) throws -> [Case] {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw CommandFailure("invalid XML: \(parser.parserError.map(String.init(describing:)) ?? "?")")
        }
        return delegate.cases
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var cases: [Case] = []
        var inFailure = false

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if element == "testcase", attributes["classname"] != "Obsolete snapshot files" {
                cases.append(Case(name: attributes["name"] ?? "", file: attributes["file"] ?? ""))
            } else if element == "failure", !cases.isEmpty {
                inFailure = true
                cases[cases.count - 1].failureMessage = attributes["message"]
                cases[cases.count - 1].failure = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { cases[cases.count - 1].failure? += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if element == "failure" { inFailure = false }
        }
    }
}
