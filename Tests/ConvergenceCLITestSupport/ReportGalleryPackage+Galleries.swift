import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

extension ReportGalleryPackage {
    /// Writes the gallery of this package (the catalog of ``make(slow:)``) and returns its one page.
    @MainActor
    package func writeGallery() async throws -> String {
        let (status, out, err) = await run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        #expect(out.contains("Wrote gallery/index.html: 7 scenarios in 2 features, 4 with changes waiting for review"))
        let pages = folder.appendingPathComponent("gallery")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pages.path) == ["index.html"], "one page")
        return try #require(text(at: "gallery/index.html"))
    }

    /// A package whose `Shop/loaded` runs in German and right to left, beside `Shop/loaded.v2`: a scenario of its own
    /// whose name has a dot. The German variant's recorded text is edited, so the run finds it changed.
    @MainActor
    package static func variants() async throws -> ReportGalleryPackage {
        let folder = try TemporaryPackage.make("ConvergenceVariantsGallery")
        let loaded = Scenario("loaded", feature: "Shop") { ShopRow(count: 3) }
        let catalog = ScenarioCatalog(scenarios: [
            loaded, loaded.variant(.locale("de")), loaded.variant(.rightToLeft),
            Scenario("loaded.v2", feature: "Shop") { ShopRow(count: 4) },
        ])
        let package = ReportGalleryPackage(folder: folder, catalog: catalog)
        let recorded = await SnapshotRunner(store: package.store, mode: .missing).run(catalog)
        #expect(recorded.scenarios.allSatisfy { $0.status == .recorded })
        try package.replace("Basket", with: "Korb", in: "Shop/loaded.de.txt")
        return package
    }

    /// Writes the gallery of the ``variants()`` package and returns its one page.
    @MainActor
    package func writeVariantsGallery() async throws -> String {
        let (status, out, err) = await run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        #expect(out.contains("Wrote gallery/index.html: 4 scenarios in 1 feature, 1 with changes waiting for review"))
        return try #require(text(at: "gallery/index.html"))
    }
}

/// A row that reads differently right to left: its title at the leading edge, its count at the trailing one.
package struct ShopRow: View {
    package let count: Int

    package init(count: Int) {
        self.count = count
    }

    package var body: some View {
        HStack {
            Text("Basket")
            Spacer()
            Text("\(count) items")
        }
    }
}
