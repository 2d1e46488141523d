import Convergence
import Foundation
import Testing

@testable import ConvergenceCLI
@testable import ConvergenceRendering

/// A format is one declaration and one line in `SnapshotFormat.all`: the gallery page shows a file the way its format
/// declares, so a new format needs no case of its own there (nor in the results' schema, which takes any name).
@Suite struct SnapshotFormatGalleryTests {
    /// A format a test declares: words, one per line, shown as text.
    static let words: SnapshotFormat = SnapshotFormat(
        name: "wordList", fileExtension: "words", commandLineName: "words",
        renderFormat: { _, _ in RenderFormat(SnapshotFormatGalleryTests.words) },
        render: { _, _ in "one\ntwo" },
        describe: { _ in "wordList" },
        gallery: .init(label: "word list", textClass: "words"))

    @Test func aDeclaredFormatIsShownAsItsDeclarationSays() {
        let kind = GalleryPage.kind(of: RenderFormat(Self.words))
        #expect(GalleryPageHTML.kindLabel(kind) == "word list")
        #expect(GalleryPageHTML.render("one\ntwo", kind: kind, title: "t").printed().hasPrefix("<pre class=\"words\">"))
    }

    @Test func onlyHTMLIsMarkup() {
        #expect(SnapshotFormat.all.filter(\.isMarkup).map(\.name) == ["html"])
        #expect(!Self.words.isMarkup)
    }

    @Test func theBuiltInFormatsKeepTheirLabelsAndLooks() {
        let ascii = GalleryPage.kind(of: .ascii(width: 40, style: .unicode))
        #expect(GalleryPageHTML.kindLabel(ascii) == "ASCII, 40 columns, Unicode")
        #expect(GalleryPageHTML.render("x", kind: ascii, title: "t").printed().hasPrefix("<pre class=\"ascii\">"))
        let outline = GalleryPage.kind(of: .accessibilityOutline)
        #expect(GalleryPageHTML.kindLabel(outline) == "accessibility outline")
        #expect(GalleryPageHTML.render("x", kind: outline, title: "t").printed().hasPrefix("<pre class=\"outline\">"))
        let html = GalleryPage.kind(of: .html)
        #expect(GalleryPageHTML.kindLabel(html) == "HTML")
        #expect(GalleryPageHTML.render("<p>x</p>", kind: html, title: "t").printed().contains("sandbox"))
        #expect(GalleryPageHTML.kindLabel(GalleryPage.kind(ofPath: "A/b.w80.unicode.txt")) == "ASCII")
        #expect(GalleryPageHTML.kindLabel(GalleryPage.kind(ofPath: "A/b.a11y")) == "accessibility outline")
    }

    /// The results' schema names a file's format by pattern, not by a list a new format would have to join.
    @Test func theResultsSchemaTakesANewFormatsName() throws {
        let schema = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../Scripts/scenarios-results.schema.json").standardizedFileURL,
            encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any])
        let definitions = try #require(json["$defs"] as? [String: Any] ?? json["definitions"] as? [String: Any])
        let file = try #require(definitions["file"] as? [String: Any])
        let format = try #require((file["properties"] as? [String: Any])?["format"] as? [String: Any])
        #expect(format["enum"] == nil)
        let pattern = try #require(format["pattern"] as? String)
        for name in SnapshotFormat.all.map(\.name) + [Self.words.name] {
            #expect(name.range(of: pattern, options: String.CompareOptions.regularExpression) != nil, "\(name)")
        }
    }
}
