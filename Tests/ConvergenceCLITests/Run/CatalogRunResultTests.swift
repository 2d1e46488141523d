import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// Every output of a command-line run is a rendering of its one model, ``CatalogRunResult``: the console summary, the
/// JSON results, JUnit, the Markdown report's data block and the gallery page say the same about each scenario and
/// count the same, because they read the same run.
@Suite struct CatalogRunResultTests {
    /// The fixtures plus a scenario with an outline and one whose step fails, recorded with `itemText` "Apples, pears".
    static func catalog(itemText: String) -> ScenarioCatalog {
        RunCommandsFixtures.resultsCatalog(
            itemText: itemText,
            extra: [
                Scenario("broken", feature: "Item", formats: .ascii, steps: [.tap("Nope")]) { Text("Nothing to tap") }
            ])
    }

    /// A recorded catalog, then changed: two scenarios differ, one lost its file, one fails, three pass, and a file
    /// no scenario writes is left behind.
    @MainActor
    static func run(_ body: @MainActor (CatalogRunResult) throws -> Void) async throws {
        try await RunCommandsHarness.with(catalog(itemText: "Apples, pears")) { harness in
            _ = await harness.run(["record"])
            harness.catalog = catalog(itemText: "Apples, pears, plums")
            try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("Item/empty.txt"))
            try harness.put("gone\n", at: "Old/gone.txt")
            try body(try await harness.catalogRun([]))
        }
    }

    static let expected: [String: ScenarioResult.Status] = [
        "Item/loaded": .changed, "Item/empty": .missing, "Item/error-retry": .passed, "Profile/loaded": .passed,
        "Profile/unauthorized": .passed, "Item/retry": .changed, "Item/broken": .failed,
    ]

    @Test @MainActor func theModelHoldsEachScenarioWithItsDeclarationAndFiles() async throws {
        try await Self.run { run in
            #expect(Dictionary(uniqueKeysWithValues: run.scenarios.map { ($0.id, $0.status) }) == Self.expected)
            #expect(run.scenarios.allSatisfy { $0.declaration?.id == $0.id })
            #expect(run.obsolete == ["Old/gone.txt"])
            #expect(run.isFailure && run.exitCode == 1)
            let loaded = try #require(run.file(at: "Item/loaded.txt"))
            #expect(loaded.outcome == .changed && loaded.pending == "Item/loaded.txt.new")
            #expect(loaded.old == "Apples, pears\n" && loaded.new == "Apples, pears, plums\n")
            #expect(loaded.linesAdded == 1 && loaded.linesRemoved == 1)
            #expect(run.file(at: "Item/empty.txt")?.old == "")
        }
    }

    @Test @MainActor func everyOutputReportsTheSameStatusPerScenarioAndTheSameCounts() async throws {
        try await Self.run { run in
            let failing = Set(Self.expected.filter { $0.value != .passed }.keys)

            #expect(run.summary.hasPrefix("Scenarios: 1 failed, 1 missing, 2 changed, 3 passed, 7 total\n"))
            #expect(run.summary.contains("\nObsolete:  1 (Old/gone.txt); remove them with `scenarios prune`\n"))

            let json = try #require(
                try JSONSerialization.jsonObject(with: ResultsJSON.encoded(run, command: "verify", mode: .never))
                    as? [String: Any])
            let scenarios = try #require(json["scenarios"] as? [[String: Any]])
            let jsonStatuses = scenarios.map { ($0["id"] as? String ?? "", $0["status"] as? String ?? "") }
            #expect(jsonStatuses.map(\.0) == run.scenarios.map(\.id))
            #expect(Dictionary(uniqueKeysWithValues: jsonStatuses) == Self.expected.mapValues(\.rawValue))
            let totals = try #require(json["totals"] as? [String: Any])
            let statusCounts = try #require(totals["statuses"] as? [String: Int])
            for status in ScenarioResult.Status.allCases { #expect(statusCounts[status.rawValue] == run.count(status)) }
            #expect(totals["obsoleteFiles"] as? Int == 1)
            #expect(json["passed"] as? Bool == false)

            let junit = JUnitReport(run: run)
            let junitFailing = Set(
                junit.cases.filter { $0.failure != nil }.map { String($0.name.prefix { $0 != " " }) })
            #expect(junitFailing == failing)
            #expect(Set(junit.cases.map { String($0.name.prefix { $0 != " " }) }) == Set(Self.expected.keys))
            #expect(junit.xml.contains("<failure message=\"1 obsolete file\" type=\"obsolete\">Old/gone.txt</failure>"))

            let data = ReportData(run)
            #expect(Set(data.scenarios.map(\.id)) == failing)
            #expect(data.scenarios.allSatisfy { Self.expected[$0.id]?.rawValue == $0.status })
            #expect(data.counts == Dictionary(grouping: Self.expected.values, by: \.rawValue).mapValues(\.count))
            #expect(data.obsolete == ["Old/gone.txt"])
            let markdown = MarkdownReport(data: data).markdown
            #expect(try ReportDataBlock.decode(markdown, file: "report") == data)
            #expect(markdown.hasPrefix("## Snapshots: 4 of 7 scenarios need attention ❌\n"))

            let page = GalleryPage(run)
            let shown: [ScenarioResult.Status: GalleryPage.Status] = [
                .passed: .passed, .changed: .changed, .missing: .new, .failed: .failed,
            ]
            let pageStatuses = page.scenarios.filter { $0.status != .obsolete }.map { ($0.id, $0.status) }
            #expect(Dictionary(uniqueKeysWithValues: pageStatuses) == Self.expected.compactMapValues { shown[$0] })
            #expect(page.scenarios.filter { $0.status == .obsolete }.map(\.id) == ["Old/gone.txt"])
        }
    }
}
