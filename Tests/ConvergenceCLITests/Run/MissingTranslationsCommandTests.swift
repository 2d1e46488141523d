import Convergence
import ConvergenceCLI
import ConvergenceCLITestSupport
import Foundation
import Testing

/// A package with a String Catalog: `verify` renders the translation for each scenario's locale, and its summary
/// lists the keys a locale has no translation for.
@Suite struct MissingTranslationsCommandTests {
    static let catalogText = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Your basket" : {
              "localizations" : {
                "nl" : { "stringUnit" : { "state" : "translated", "value" : "Je mandje" } }
              }
            },
            "Check out" : { }
          },
          "version" : "1.0"
        }
        """#

    @Test @MainActor func theSummaryListsMissingTranslationsPerLocale() async throws {
        var harness = try RunCommandsHarness()
        defer { try? FileManager.default.removeItem(at: harness.folder) }
        let sources = harness.folder.appendingPathComponent("Sources/Shop")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(Self.catalogText.utf8).write(to: sources.appendingPathComponent("Localizable.xcstrings"))
        let filePath = sources.appendingPathComponent("BasketScenarios.swift").path
        harness.catalog = ScenarioCatalog(scenarios: [
            Scenario(
                "dutch", feature: "Basket", formats: .ascii, fileID: "Shop/BasketScenarios.swift", filePath: filePath,
                line: 3
            ) {
                VStack {
                    Text("Your basket")
                    Text("Check out")
                }
                .environment(\.locale, Locale(identifier: "nl_NL"))
            }
        ])
        let record = await harness.run(["record"])
        #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
        let snapshot = try String(
            contentsOf: harness.snapshots.appendingPathComponent("Basket/dutch.txt"), encoding: .utf8)
        #expect(snapshot.contains("Je mandje"))
        #expect(snapshot.contains("Check out"))
        // Other tests of this process may render at the same time and note their own locales' keys on the line.
        let line = record.standardOutput.split(separator: "\n").first { $0.hasPrefix("Missing translations: ") }
        #expect(line?.contains(#"nl_NL: 1 ("Check out")"#) == true, "\(record.standardOutput)")
    }
}
