import Convergence
import ConvergenceCLITestSupport
import ConvergenceRendering
import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// The gallery groups a scenario with its variants (`loaded.de`, `loaded.rtl` beside `loaded`) and shows them side by
/// side in the scenario's pane, keeping each variant's own entry, status and diff.
@Suite struct GalleryPageVariantsTests {
    /// The `data-scenario-id` of every column of a variants view, row after row.
    static func columns(in html: String) -> [String] {
        html.components(separatedBy: "<figure class=\"variant-column\" data-scenario-id=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    /// A sidebar entry's opening tag and content.
    static func navItem(_ id: String, in page: String) -> String? {
        guard let start = page.range(of: "data-scenario-id=\"\(HTMLRenderer.escape(id, in: .attribute))\" data-status")
        else {
            return nil
        }
        let rest = page[start.lowerBound...]
        return rest.range(of: "</li>").map { String(rest[..<$0.lowerBound]) }
    }

    @Test @MainActor func aScenarioAndTwoVariantsMakeOneGroupOfThreeColumnsInOrder() async throws {
        let package = try await ReportGalleryPackage.variants()
        defer { package.remove() }
        let page = try await package.writeVariantsGallery()
        #expect(page.components(separatedBy: "<details class=\"variants\"").count - 1 == 1, "one group")
        let loaded = try #require(GalleryCommandTests.block(of: "Shop/loaded", in: page))
        #expect(loaded.contains("<details class=\"variants\" open data-columns=\"3\">"))
        #expect(loaded.contains("<h3>Variants <small>2 beside the scenario: de, rtl</small></h3>"))
        let order = ["Shop/loaded", "Shop/loaded.de", "Shop/loaded.rtl"]
        #expect(Self.columns(in: loaded) == order + order, "an ASCII row, then an HTML row")
        #expect(loaded.contains("<h5>ASCII, 40 columns</h5>") && loaded.contains("<h5>HTML</h5>"))
        #expect(loaded.contains("<a href=\"#Shop/loaded\"><code>loaded</code> — as declared</a>"))
        #expect(loaded.contains("<a href=\"#Shop/loaded.de\"><code>de</code> — German</a>"))
        #expect(loaded.contains("<a href=\"#Shop/loaded.rtl\"><code>rtl</code> — right to left</a>"))
        // Each column shows its own render: the mirrored row right to left, HTML sandboxed as everywhere.
        let rtl = try #require(loaded.components(separatedBy: "data-scenario-id=\"Shop/loaded.rtl\"").dropFirst().first)
        #expect(rtl.hasPrefix(" data-variant=\"rtl\" data-status=\"passed\">"))
        #expect(rtl.contains("<pre class=\"ascii\">\n3 items"), "mirrored: \(rtl.prefix(600))")
        #expect(loaded.components(separatedBy: "<iframe class=\"render-frame\" sandbox=\"\"").count - 1 == 4)
        #expect(loaded.contains("title=\"Shop/loaded.de.html (de)\""))
        // The variants sit under their scenario in the sidebar and say whose they are.
        let sidebar = try #require(page.components(separatedBy: "<main id=\"content\">").first)
        let listed = sidebar.components(separatedBy: "<li class=\"nav-item").dropFirst().map {
            $0.components(separatedBy: "data-scenario-id=\"")[1].prefix { $0 != "\"" }
        }
        #expect(listed == ["Shop/loaded", "Shop/loaded.de", "Shop/loaded.rtl", "Shop/loaded.v2"])
        #expect(
            sidebar.contains(
                "<li class=\"nav-item nav-variant\" data-scenario-id=\"Shop/loaded.rtl\" data-status=\"passed\" "
                    + "data-variant-of=\"Shop/loaded\" data-variant=\"rtl\"><a href=\"#Shop/loaded.rtl\" "
                    + "title=\"right to left\">loaded.rtl</a>"))
    }

    @Test @MainActor func aNameWithADotThatNamesNoVariantIsNotGrouped() async throws {
        let package = try await ReportGalleryPackage.variants()
        defer { package.remove() }
        let page = try await package.writeVariantsGallery()
        let item = try #require(Self.navItem("Shop/loaded.v2", in: page))
        #expect(!item.contains("data-variant"), "\(item)")
        #expect(page.contains("<li class=\"nav-item\" data-scenario-id=\"Shop/loaded.v2\" data-status=\"passed\">"))
        let v2 = try #require(GalleryCommandTests.block(of: "Shop/loaded.v2", in: page))
        #expect(!v2.contains("variant"), "\(v2)")
        #expect(v2.contains("4 items"))
        let loaded = try #require(GalleryCommandTests.block(of: "Shop/loaded", in: page))
        #expect(!Self.columns(in: loaded).contains("Shop/loaded.v2"))
    }

    @Test @MainActor func aChangedVariantMarksItsScenarioAsNeedingReview() async throws {
        let package = try await ReportGalleryPackage.variants()
        defer { package.remove() }
        let page = try await package.writeVariantsGallery()
        let base = try #require(Self.navItem("Shop/loaded", in: page))
        #expect(base.hasPrefix("data-scenario-id=\"Shop/loaded\" data-status=\"passed\" data-variants-review=\"1\">"))
        #expect(base.hasSuffix("<span class=\"status variants-review\">1 variant changed</span>"), "\(base)")
        let rtl = try #require(Self.navItem("Shop/loaded.rtl", in: page))
        #expect(!rtl.contains("variants-review"))
        // In the variants view the German column says it changed and shows the new render.
        let loaded = try #require(GalleryCommandTests.block(of: "Shop/loaded", in: page))
        let after = try #require(
            loaded.components(separatedBy: "data-scenario-id=\"Shop/loaded.de\"").dropFirst().first)
        let german = try #require(after.components(separatedBy: "</figure>").first)
        #expect(german.hasPrefix(" data-variant=\"de\" data-status=\"changed\">"))
        #expect(german.contains("<span class=\"status status-changed\">changed</span></figcaption>"))
        #expect(
            german.contains(
                "<p class=\"variant-pending\">New render, waiting for review</p>"
                    + GalleryCommandTests.newline(indentedTo: 10) + "<pre class=\"ascii\">\nBasket"),
            "the new render, not the recorded one: \(german)")
    }

    @Test @MainActor func aChangedVariantKeepsItsOwnPaneWithItsDiff() async throws {
        let package = try await ReportGalleryPackage.variants()
        defer { package.remove() }
        let page = try await package.writeVariantsGallery()
        let german = try #require(GalleryCommandTests.block(of: "Shop/loaded.de", in: page))
        #expect(german.hasPrefix("=\"changed\" data-variant-of=\"Shop/loaded\""))
        #expect(
            german.contains(
                "<p class=\"variant-of\">Variant <code>de</code> (German) of <a href=\"#Shop/loaded\">Shop/loaded</a>, "
                    + "shown beside it under Variants.</p>"))
        #expect(german.contains("<div class=\"compare\" data-view=\"both\">"))
        #expect(
            german.contains(
                "<figcaption>Recorded</figcaption>" + GalleryCommandTests.newline(indentedTo: 10)
                    + "<pre class=\"ascii\">\nKorb"))
        #expect(german.contains("<span class=\"del\">-Korb"))
        #expect(german.contains("<span class=\"add\">+Basket"))
        // The same diff, folded, under the German column of the scenario's pane.
        let loaded = try #require(GalleryCommandTests.block(of: "Shop/loaded", in: page))
        #expect(
            loaded.contains(
                "<details class=\"diff\">" + GalleryCommandTests.newline(indentedTo: 11) + "<summary>Diff</summary>"
                    + GalleryCommandTests.newline(indentedTo: 11) + "<pre class=\"diff\">"))
        #expect(loaded.contains("<span class=\"file-header\">+++ Shop/loaded.de.txt.new</span>"))
    }

    @Test func variantsAreFoundByNameAndPutAfterTheirScenario() {
        func entry(_ name: String) -> GalleryPage.Scenario {
            GalleryPage.Scenario(
                id: "Shop/" + name, name: name, anchor: name, status: .passed, declaredAt: nil, message: nil,
                changeSummary: [], frames: [])
        }
        let names = [
            "loaded.de", "loaded", "loaded.v2", "loaded.v2.rtl", "card.de", "loaded.de.dark", ".de", "loaded.",
        ]
        var feature = GalleryPage.Feature(name: "Shop", scenarios: names.map(entry))
        feature.groupVariants()
        #expect(
            feature.scenarios.map(\.name) == [
                "loaded", "loaded.de", "loaded.de.dark", "loaded.v2", "loaded.v2.rtl", "card.de", ".de", "loaded.",
            ])
        func variant(_ name: String) -> GalleryPage.Variant? { feature.scenarios.first { $0.name == name }?.variant }
        #expect(variant("loaded.de") == .init(baseID: "Shop/loaded", suffix: "de", displayName: "German"))
        #expect(
            variant("loaded.de.dark")
                == .init(baseID: "Shop/loaded", suffix: "de.dark", displayName: "German, dark mode"),
            "a variant of a variant joins the first scenario that is none")
        #expect(variant("loaded.v2") == nil, "v2 names no variant")
        #expect(
            variant("loaded.v2.rtl") == .init(baseID: "Shop/loaded.v2", suffix: "rtl", displayName: "right to left"))
        #expect(variant("card.de") == nil, "no card in the run")
        #expect(variant(".de") == nil && variant("loaded.") == nil)
        let loaded = feature.scenarios.first { $0.name == "loaded" }
        #expect(loaded?.variantIDs == ["Shop/loaded.de", "Shop/loaded.de.dark"])
    }

    @Test func aColumnWithoutTheFileSaysSo() throws {
        func file(_ path: String, width: Int?) -> GalleryPage.File {
            GalleryPage.File(
                path: path, kind: .init(format: .ascii, width: width ?? 40),
                slot: .init(fileExtension: "txt", width: width, unicode: false), recorded: path, new: nil, diff: nil)
        }
        func entry(_ name: String, _ files: [GalleryPage.File]) -> GalleryPage.Scenario {
            GalleryPage.Scenario(
                id: "Shop/" + name, name: name, anchor: name, status: .passed, declaredAt: nil, message: nil,
                changeSummary: [], frames: [.init(title: "Initial frame", files: files)])
        }
        // A device variant renders at its own width alone: its default file lines up with the scenario's.
        let base = entry("loaded", [file("Shop/loaded.txt", width: nil), file("Shop/loaded.w80.txt", width: 80)])
        let device = entry("loaded.ipad", [file("Shop/loaded.ipad.txt", width: nil)])
        let frames = GalleryPage.variantFrames([base, device])
        #expect(frames.count == 1)
        #expect(
            frames[0].rows.map { $0.files.map { $0?.path } } == [
                ["Shop/loaded.txt", "Shop/loaded.ipad.txt"], ["Shop/loaded.w80.txt", nil],
            ])
        let column = GalleryPage.variantColumn(device, file: nil, rowLabel: "ASCII, 80 columns").printed()
        #expect(column.contains("<p class=\"none\">No such file in this variant.</p>"))
    }
}
