import Convergence
import Foundation
import Testing

@testable import ConvergenceCLI

@Suite struct GalleryCommandTests {
    /// Every page of a gallery written for the test package, by file name.
    @MainActor
    static func gallery(_ package: ReportGalleryPackage) async throws -> [String: String] {
        let (status, out, err) = await package.run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        #expect(out.contains("Wrote gallery/index.html: 7 scenarios in 2 features, 4 with changes waiting for review"))
        let folder = package.folder.appendingPathComponent("gallery")
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            pages[name] = package.text(at: "gallery/" + name)
        }
        return pages
    }

    /// The `<div class="scenario" …>` block of one scenario in a feature page.
    static func block(of id: String, in page: String) -> String? {
        guard let start = page.range(of: "data-scenario-id=\"\(GalleryHTML.escape(id))\" data-status") else {
            return nil
        }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "<div class=\"scenario\"")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test @MainActor func galleryShowsEveryScenarioWithItsRendersAndPendingChangesSideBySide() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let pages = try await Self.gallery(package)
        #expect(Set(pages.keys) == ["index.html", "1-Item.html", "2-Other.html"])
        let index = try #require(pages["index.html"])
        let features = pages.filter { $0.key != "index.html" }.values
        for scenario in package.catalog.all {
            let id = GalleryHTML.escape(scenario.id)
            #expect(index.contains("data-scenario-id=\"\(id)\""), "\(scenario.id) in the index")
            #expect(features.contains { $0.contains("data-scenario-id=\"\(id)\"") }, "\(scenario.id) has a page")
        }
        let scenarioBlocks = features.map { $0.components(separatedBy: "<div class=\"scenario\"").count - 1 }
        #expect(scenarioBlocks.reduce(0, +) == package.catalog.all.count)

        let item = try #require(pages["1-Item.html"])
        let passing = try #require(Self.block(of: "Item/passing", in: item))
        #expect(passing.contains("<pre class=\"ascii\">\nAll good\n</pre>"), "\(passing)")
        #expect(passing.contains("<div class=\"render-html\">\n<span class=\"text\">All good</span>\n</div>"))
        #expect(!passing.contains("side-by-side"))

        let unique = try #require(Self.block(of: "Item/unique", in: item))
        #expect(unique.contains("<div class=\"side-by-side\">"))
        #expect(unique.contains("<figcaption>Recorded</figcaption>\n<pre class=\"ascii\">\nFarewell\n</pre>"))
        #expect(unique.contains("<pre class=\"ascii\">\nGoodbye\n</pre>"))
        #expect(unique.contains("<span class=\"del\">-Farewell</span>\n<span class=\"add\">+Goodbye</span>"))

        let missing = try #require(Self.block(of: "Item/missing", in: item))
        #expect(missing.contains("<p class=\"none\">Not recorded yet.</p>"))
        #expect(missing.contains("Brand new"))

        let slow = try #require(Self.block(of: "Item/slow", in: item))
        #expect(slow.contains("data-status=\"unsettled\"") || item.contains("data-status=\"unsettled\""))
        #expect(slow.contains("<pre class=\"message\">"))
        #expect(slow.contains("No snapshot recorded."))
        #expect(index.contains("<h2>Waiting for review</h2>"))
    }

    @Test @MainActor func galleryEscapesUserTextAndLoadsNothing() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let pages = try await Self.gallery(package)
        for (name, page) in pages {
            #expect(!page.contains("<script"), "\(name)")
            #expect(!page.contains("<b>&\"nasty\""), "\(name)")
            if name != "2-Other.html" { #expect(page.contains("&lt;b&gt;&amp;&quot;nasty&quot;"), "\(name)") }
            for resource in ["http:", "https:", "src=", "url(", "<link", "@import"] {
                #expect(!page.contains(resource), "\(name) loads \(resource)")
            }
            #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        }
        let item = try #require(pages["1-Item.html"])
        #expect(item.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot; &lt;/pre&gt;"))
        #expect(item.components(separatedBy: "</pre>").count == item.components(separatedBy: "<pre").count)
    }

    @Test @MainActor func everyFrameOfAScenarioWithStepsIsShown() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        let counter = Scenario("counter", feature: "Counter", formats: .ascii, steps: [.tap("More"), .tap("More")]) {
            ReportGalleryCounter()
        }
        let stepped = ReportGalleryPackage(
            folder: package.folder, catalog: ScenarioCatalog(scenarios: package.catalog.all + [counter]))
        _ = await SnapshotRunner(store: package.store, mode: .missing).run(counter)
        let (status, _, err) = await stepped.run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        let page = try #require(stepped.text(at: "gallery/3-Counter.html"))
        #expect(page.contains("<h3>Initial frame</h3>"))
        #expect(page.contains("<h3>After step 1: tap &quot;More&quot;</h3>"))
        #expect(page.contains("<h3>After step 2: tap &quot;More&quot;</h3>"))
        for count in 0...2 { #expect(page.contains("Count: \(count)"), "frame \(count)") }
    }

    @Test @MainActor func galleryNeedsAnOutputFolder() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        let run = await package.run(["gallery"])
        #expect(run.status == 64)
        #expect(run.err.contains("missing --out DIR"))
        let help = await package.run(["gallery", "--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("--out DIR"))
    }
}

struct ReportGalleryCounter: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("More") { count += 1 }
        }
    }
}
