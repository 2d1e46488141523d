import Convergence
import ConvergenceRendering
import Testing

/// Golden renders of every built-in view at 20, 40 and 80 columns and as HTML, under `__Snapshots__/Gallery/`.
///
/// Files: `<entry>.txt` at the default 40 columns, `<entry>.w20.txt` and `<entry>.w80.txt` at the others,
/// `<entry>.unicode.txt` in the Unicode box style at 40, and `<entry>.html`.
@Suite struct GalleryTests {
    static let widths = [20, 40, 80]

    @Test(arguments: GalleryEntry.all)
    @MainActor func asciiRendersMatchRecordedSnapshots(_ entry: GalleryEntry) throws {
        for width in Self.widths {
            let text = entry.make().render(.ascii(width: width))
            let suffix = width == 40 ? "" : ".w\(width)"
            if let failure = try GoldenFile.verify(text, relativePath: "Gallery/\(entry.name)\(suffix).txt") {
                Issue.record(Comment(rawValue: failure))
            }
        }
        let unicode = entry.make().render(.ascii(width: 40, style: .unicode))
        if let failure = try GoldenFile.verify(unicode, relativePath: "Gallery/\(entry.name).unicode.txt") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: GalleryEntry.all)
    @MainActor func htmlRendersMatchRecordedSnapshots(_ entry: GalleryEntry) throws {
        let html = entry.make().render(.html)
        if let failure = try GoldenFile.verify(html, relativePath: "Gallery/\(entry.name).html") {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: GalleryEntry.all)
    @MainActor func noGalleryLineIsWiderThanItsWidth(_ entry: GalleryEntry) {
        for width in [1, 2, 5] + Self.widths {
            for style in ASCIIStyle.allCases {
                let text = entry.make().render(.ascii(width: width, style: style))
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    #expect(TerminalWidth.of(line) <= width, "\(entry.name) at \(width): \(line)")
                }
            }
        }
    }
}
