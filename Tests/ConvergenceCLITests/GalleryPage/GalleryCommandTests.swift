import Convergence
import ConvergenceCLITestSupport
import ConvergenceRendering
import Foundation
import Testing

@testable import ConvergenceCLI

@Suite struct GalleryCommandTests {
    /// The `<section class="scenario" …>` of one scenario (after the sidebar, which names it too).
    static func block(of id: String, in page: String) -> String? {
        let main = page.range(of: "<main id=\"content\">").map { page[$0.upperBound...] } ?? page[...]
        guard let start = main.range(of: "data-scenario-id=\"\(HTMLRenderer.escape(id, in: .attribute))\" data-status")
        else {
            return nil
        }
        let rest = main[start.upperBound...]
        let end = rest.range(of: "</section>")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// A line break and the indentation the page's printer puts before an element `depth` levels deep (two spaces a
    /// level; `<html>` is level 0).
    static func newline(indentedTo depth: Int) -> String {
        "\n" + String(repeating: "  ", count: depth)
    }

    @Test @MainActor func galleryShowsEveryScenarioWithItsRendersAndPendingChangesSideBySide() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let page = try await package.writeGallery()
        for scenario in package.catalog.all {
            let id = HTMLRenderer.escape(scenario.id, in: .attribute)
            #expect(page.contains("<li class=\"nav-item\" data-scenario-id=\"\(id)\""), "\(scenario.id) listed")
            #expect(page.contains("<section class=\"scenario\" id="), "\(scenario.id) has a pane")
        }
        #expect(page.components(separatedBy: "<section class=\"scenario\"").count - 1 == package.catalog.all.count)
        #expect(page.contains("<li class=\"nav-item\" data-scenario-id=\"Item/unique\" data-status=\"changed\">"))
        #expect(page.contains("<a href=\"#Item/unique\">unique</a>"))
        #expect(page.contains("<a href=\"#Item/%3Cb%3E%26%22nasty%22\">"), "ids are percent-encoded in links")

        let passing = try #require(Self.block(of: "Item/passing", in: page))
        #expect(passing.contains("<pre class=\"ascii\">\nAll good\n</pre>"), "\(passing)")
        #expect(passing.contains("<iframe class=\"render-frame\" sandbox=\"\" title=\"Item/passing.html\""))
        #expect(passing.contains("&lt;span class=&quot;text&quot;&gt;All good&lt;/span&gt;"), "escaped in data-srcdoc")
        #expect(!passing.contains("side-by-side"))
        #expect(passing.contains("<p class=\"declared\">Declared at <code>"))
        #expect(passing.contains("ReportGalleryPackage.swift:45</code>"))

        let unique = try #require(Self.block(of: "Item/unique", in: page))
        #expect(unique.contains("<div class=\"compare\" data-view=\"both\">"))
        #expect(unique.contains("<button type=\"button\" data-view=\"old\" aria-pressed=\"false\">Recorded</button>"))
        #expect(
            unique.contains(
                "<figcaption>Recorded</figcaption>" + Self.newline(indentedTo: 10)
                    + "<pre class=\"ascii\">\nFarewell\n</pre>"))
        #expect(unique.contains("<pre class=\"ascii\">\nGoodbye\n</pre>"))
        #expect(unique.contains("<span class=\"del\">-Farewell</span>\n<span class=\"add\">+Goodbye</span>"))

        let missing = try #require(Self.block(of: "Item/missing", in: page))
        #expect(missing.hasPrefix("=\"new\""), "nothing recorded: a new scenario")
        #expect(missing.contains("<p class=\"none\">Not recorded yet.</p>"))
        #expect(missing.contains("Brand new"))

        let slow = try #require(Self.block(of: "Item/slow", in: page))
        #expect(slow.hasPrefix("=\"unsettled\""))
        #expect(slow.contains("<pre class=\"message\">"))
        #expect(slow.contains("No snapshot recorded."))
    }

    @Test @MainActor func obsoleteFilesAndChangeSummariesAreShown() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        try Data("<p>gone</p>\n".utf8).write(to: package.store.root.appendingPathComponent("Item/gone.html"))
        let outlined = Scenario("outlined", feature: "Item", formats: [.ascii, .accessibilityOutline]) {
            ReportGalleryCounter()
        }
        let catalog = ScenarioCatalog(scenarios: package.catalog.all + [outlined])
        let extended = ReportGalleryPackage(folder: package.folder, catalog: catalog)
        _ = await SnapshotRunner(store: package.store, mode: .missing).run(outlined)
        try package.replace("button \"More\"", with: "button \"Less\"\nswitch \"Wi-Fi\" on", in: "Item/outlined.a11y")
        let (status, _, err) = await extended.run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        let page = try #require(extended.text(at: "gallery/index.html"))
        let gone = try #require(Self.block(of: "Item/gone.html", in: page))
        #expect(gone.hasPrefix("=\"obsolete\""))
        #expect(gone.contains("data-srcdoc=\""), "shown sandboxed like any HTML snapshot")
        #expect(page.contains("<h2>Obsolete files</h2>"))
        let changed = try #require(Self.block(of: "Item/outlined", in: page))
        #expect(changed.contains("<h3>What changed for the user</h3>"))
        #expect(changed.contains("<li>Button &#39;Less&#39; → &#39;More&#39;</li>"), "\(changed)")
        #expect(changed.contains("<li>Toggle &#39;Wi-Fi&#39; removed</li>"))
        #expect(changed.contains("<pre class=\"outline\">"))
    }

    @Test @MainActor func galleryEscapesUserTextAndLoadsNothing() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        let page = try await package.writeGallery()
        #expect(page.components(separatedBy: "<script").count == 2, "the gallery's own script only")
        #expect(!page.contains("<b>&\"nasty\""))
        #expect(page.contains("&lt;b&gt;&amp;&quot;nasty&quot;"))
        for resource in ["http:", "https:", " src=", "url(", "<link", "@import"] {
            #expect(!page.contains(resource), "loads \(resource)")
        }
        let hash = SHA256.cspSource(for: GalleryPageScript.source.description)
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                    + "script-src \(hash); base-uri 'none'; form-action 'none'\">"))
        #expect(!page.contains("unsafe-eval") && !page.contains("script-src 'unsafe-inline'"))
        #expect(page.contains("<script>\(GalleryPageScript.source)</script>"))
        // Every HTML snapshot is in a frame that grants nothing.
        let frames = page.components(separatedBy: "<iframe ").dropFirst()
        #expect(!frames.isEmpty)
        for frame in frames { #expect(frame.hasPrefix("class=\"render-frame\" sandbox=\"\" ")) }
        // In the ASCII render escaped once; in an HTML snapshot's frame document escaped twice (the snapshot escaped
        // it, the attribute escapes the snapshot).
        #expect(
            page.contains(
                "<pre class=\"ascii\">\n&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"))
        #expect(page.contains("&amp;lt;script&amp;gt;alert(&amp;#39;x&amp;#39;)&amp;lt;/script&amp;gt;"))
        #expect(page.components(separatedBy: "</pre>").count == page.components(separatedBy: "<pre").count)
    }

    @Test func sha256MatchesTheStandardVectors() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String($0, radix: 16).leftPadded() }.joined()
        }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Padding edges: 55 bytes fit one block, 64 need two.
        #expect(
            hex(String(repeating: "a", count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
        )
        #expect(
            hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        )
        #expect(
            hex(String(repeating: "a", count: 1_000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
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
        let page = try #require(stepped.text(at: "gallery/index.html"))
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

extension String {
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
