import Convergence
import ConvergenceRendering
import Testing
import Workbench

/// Every built-in view, as scenarios: ASCII at 40 (default), 20 and 80 columns and HTML under
/// `__Snapshots__/Gallery/`, and the Unicode box style at 40 columns under `__Snapshots__/GalleryUnicode/`.
enum GalleryScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        GalleryEntry.all.map { entry in Scenario(entry.name, widths: [40, 20, 80]) { entry.make() } }
    }
}

enum GalleryUnicodeScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        GalleryEntry.all.map { entry in Scenario(entry.name, style: .unicode, formats: .ascii) { entry.make() } }
    }
}

/// Every catalog whose snapshots live in this package's `__Snapshots__` — the gallery and the example app — so
/// the obsolete check sees every file that belongs.
enum PackageCatalog {
    static let catalog = ScenarioCatalog(
        scenarios: ScenarioCatalog([GalleryScenarios.self, GalleryUnicodeScenarios.self]).all + WorkbenchCatalog.all
    )
}

@Suite struct GalleryTests {
    @Test(arguments: PackageCatalog.catalog.all)
    func snapshot(_ scenario: Scenario) async throws {
        try await assertSnapshot(of: scenario, in: PackageCatalog.catalog)
    }

    @Test func noObsoleteSnapshots() throws {
        try assertNoObsoleteSnapshots(in: PackageCatalog.catalog)
    }

    @Test(arguments: GalleryEntry.all)
    @MainActor func noGalleryLineIsWiderThanItsWidth(_ entry: GalleryEntry) {
        for width in [1, 2, 5, 20, 40, 80] {
            for style in ASCIIStyle.allCases {
                let text = entry.make().render(.ascii(width: width, style: style))
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(TerminalWidth.of(line) <= width, "\(entry.name) at \(width): \(line)")
                }
            }
        }
    }
}
