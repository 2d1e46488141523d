import Convergence
import ConvergenceRendering
import Testing
import Workbench
import WorkbenchGallery

/// The repository's whole catalog: the example app and the gallery of built-in views.
enum PackageCatalog {
    static let catalog = RepositoryCatalog.catalog
}

/// Every scenario and preview of the repository checked against `__Snapshots__`, as a user's test target does.
@Suite struct RepositorySnapshotTests {
    @Test(arguments: PackageCatalog.catalog.all)
    func snapshot(_ scenario: Scenario) async throws {
        try await assertSnapshot(of: scenario, in: PackageCatalog.catalog)
    }

    /// On the main actor: run alone (a filter), this test may be the first to read the catalog, and a nonisolated
    /// first read makes a main-actor test that reads it meanwhile wait for the previews it is building.
    @Test @MainActor func noObsoleteSnapshots() throws {
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
