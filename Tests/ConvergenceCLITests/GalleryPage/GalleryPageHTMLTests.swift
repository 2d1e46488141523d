import Convergence
import ConvergenceCLITestSupport
import Foundation
import Testing

@testable import ConvergenceCLI

/// The gallery page is printed by the renderer's printer, so what matters holds whatever text a snapshot or a name
/// brings: read back by a reader of the test's own, the page is well formed and laid out as the printer lays out,
/// holds no element but its own and no script but its one, shows HTML snapshots only in frames that grant nothing,
/// and shows every hostile text as it was.
@Suite struct GalleryPageHTMLTests {
    /// Markup that would close the page's elements and run a script if any of it were printed raw, with quotes, a
    /// reference, text that Normalization Form C changes, and a wide script.
    static let hostile =
        "</li></ul></pre></div><script>alert(\"x\")</script><img src=x onerror='alert(1)'> &amp; & e\u{301} 漢字"

    /// What a reader sees of a text the page shows: its line breaks as line feeds and the characters HTML forbids as
    /// their stand-ins (as `HTMLRenderer.escape(_:in:)` documents), in Normalization Form C, as the page is.
    static func shown(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D:
                if pending == "\n" { pending = scalars.next() }
                out.append("\n")
            case 0x0A, 0x85, 0x2028, 0x2029: out.append("\n")
            case 0x09: out.append(scalar)
            case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80...0x9F: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out).precomposedStringWithCanonicalMapping
    }

    @Test func hostileNamesAndFilesReadBackAsTheyWere() throws {
        let id = "Feature/" + Self.hostile
        let path = id + ".txt"
        let htmlPath = id + ".html"
        let recorded = "\n\n  indented after two blank lines & <b>\r\nwindows\u{2028}separator\u{1}\tTabbed\n"
        let new = recorded + Self.hostile + "\n"
        let message = "\nunsettled: " + Self.hostile + "\n"
        let snapshot = "<div class=\"vstack\">\n  <span class=\"text\">" + Self.hostile + "</span>\n</div>\n"
        let step = "After step 1: tap \"" + Self.hostile + "\""
        let text = GalleryPage.File(
            path: path, kind: .init(format: .ascii, width: 40),
            slot: .init(fileExtension: "txt", width: nil, unicode: false), recorded: recorded, new: new,
            diff: TextDiff(old: recorded, new: new))
        let html = GalleryPage.File(
            path: htmlPath, kind: .init(format: .html), slot: .init(fileExtension: "html", width: nil, unicode: false),
            recorded: snapshot, new: nil, diff: nil)
        let scenario = GalleryPage.Scenario(
            id: id, name: Self.hostile, anchor: "s1", status: .changed, declaredAt: path + ":12", message: message,
            changeSummary: [Self.hostile],
            frames: [.init(title: "Initial frame", files: [text, html]), .init(title: step, files: [html])])
        let page = GalleryPage(features: [.init(name: Self.hostile, scenarios: [scenario])]).index
        let reader = GalleryPageReader(page)
        #expect(reader.problems == [], "\(page)")

        let script = GalleryPageScript.source.description
        #expect(reader.elements("script").map(\.text) == [script], "the gallery's one script")
        let policies = reader.elements("meta").filter { $0.value("http-equiv") == "Content-Security-Policy" }
        #expect(
            policies.map { $0.value("content") }
                == [GalleryPageHTML.pagePolicy(scriptHash: SHA256.cspSource(for: script))])

        let shownID = Self.shown(id)
        #expect(
            reader.elements("section", class: "nav-feature").map { $0.value("data-feature") } == [
                Self.shown(Self.hostile)
            ])
        #expect(reader.elements("li", class: "nav-item").map { $0.value("data-scenario-id") } == [shownID])
        #expect(reader.elements("a").first?.value("href") == "#" + GalleryPage.fragment(id))
        let section = try #require(reader.elements("section", class: "scenario").first)
        #expect(section.value("data-scenario-id") == shownID)
        #expect(section.value("id") == "s1", "an id with whitespace is no element id")
        #expect(reader.elements("h2").map(\.text).contains(shownID + " changed"))
        #expect(reader.elements("p", class: "declared").map(\.text) == ["Declared at " + Self.shown(path + ":12")])
        #expect(reader.elements("pre", class: "message").map(\.text) == [Self.shown(message)])
        #expect(
            reader.elements("div", class: "change-summary").map(\.text) == [
                "What changed for the user" + Self.shown(Self.hostile)
            ])
        #expect(reader.elements("h3").map(\.text) == ["What changed for the user", "Initial frame", Self.shown(step)])
        #expect(
            reader.elements("div", class: "file").map { $0.value("data-path") }
                == [Self.shown(path), Self.shown(htmlPath), Self.shown(htmlPath)])
        #expect(reader.elements("h4").first?.text == Self.shown(path) + " ASCII, 40 columns")

        // Preformatted text exactly as recorded: leading blank lines, indentation, the last line feed.
        #expect(reader.elements("pre", class: "ascii").map(\.text) == [Self.shown(recorded), Self.shown(new)])
        let unified = TextDiff(old: recorded, new: new).unified(oldName: path, newName: path + ".new")
        #expect(
            reader.elements("pre", class: "diff").map(\.text)
                == [Self.shown(unified.split(separator: "\n").joined(separator: "\n"))])

        // The HTML snapshot only in frames that grant nothing, their documents holding the file as it is.
        let frames = reader.elements("iframe")
        #expect(frames.map { $0.value("title") } == [Self.shown(htmlPath), Self.shown(htmlPath)])
        for frame in frames {
            #expect(frame.attributes.prefix(2).map(\.name) == ["class", "sandbox"])
            #expect(frame.value("sandbox") == "")
            let document = try #require(frame.value("data-srcdoc"))
            #expect(document.contains("<body>\n" + snapshot.precomposedStringWithCanonicalMapping + "  </body>"))
            #expect(
                document.contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"\(GalleryPageHTML.framePolicy)\">"))
        }
    }

    /// The gallery of a real run, with snapshot files written by hand into a pull request, reads back the same way.
    @Test @MainActor func aRunsGalleryWithHostileFilesReadsBackWellFormed() async throws {
        let package = try await ReportGalleryPackage.make(slow: false)
        defer { package.remove() }
        let file = Self.hostile + "\n<p onclick=\"x\">text</p>\n"
        for path in ["Item/passing.html", "Item/passing.txt", "Item/ghost.html", "Item/ghost.a11y"] {
            try Data(file.utf8).write(to: package.store.root.appendingPathComponent(path))
        }
        let (status, _, err) = await package.run(["gallery", "--out", "gallery"])
        #expect(status == 0, "\(err)")
        let page = try #require(package.text(at: "gallery/index.html"))
        let reader = GalleryPageReader(page)
        #expect(reader.problems == [])
        #expect(reader.elements("script").count == 1)
        #expect(reader.elements("pre").filter { $0.text == Self.shown(file) }.count == 2, "passing.txt, ghost.a11y")
        let frames = reader.elements("iframe")
        #expect(frames.allSatisfy { $0.value("sandbox") == "" })
        let documents = frames.compactMap { $0.value("data-srcdoc") }
        #expect(documents.count == frames.count)
        #expect(
            documents.filter { $0.contains("<body>\n" + file.precomposedStringWithCanonicalMapping) }.count == 2,
            "passing.html as recorded, beside its new render, and ghost.html")
    }
}
