import ConvergenceSupport
import ConvergenceTestSupport
import Foundation
import Testing

/// An app folder as Xcode keeps it, adopted with the real `convergence-adopt` and tested with the real `swift test`:
/// a model file that imports only Foundation and uses ObservableObject, a third-party import filled by the user's
/// stand-in, an asset colour through its generated symbol, a JSON file read through Bundle.main, an `@main App`.
///
/// The package depends on this checkout by path and builds into a scratch folder of its own (a minute or two).
@Suite struct AdoptedAppEndToEndTests {
    static let files: [String: String] = [
        "Shelf/ShelfApp.swift": """
        import SwiftUI

        @main struct ShelfApp: App {
            @StateObject private var library = Library()
            var body: some Scene { WindowGroup { ContentView().environmentObject(library) } }
        }
        """,
        "Shelf/Library.swift": """
        import Foundation

        final class Library: ObservableObject {
            @Published var titles: [String] = []

            static func sample() -> Library {
                let library = Library()
                let url = Bundle.main.url(forResource: "books", withExtension: "json")!
                library.titles = try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
                return library
            }
        }
        """,
        "Shelf/ContentView.swift": """
        import SwiftUI
        import Kingfisher

        struct ContentView: View {
            @EnvironmentObject var library: Library
            var body: some View {
                VStack {
                    KFImage(URL(string: "https://example.com/cover.png"))
                    ForEach(library.titles, id: \\.self) { Text($0).foregroundStyle(.brand) }
                }
            }
        }

        #Preview("Shelf") {
            ContentView().environmentObject(Library.sample())
        }
        """,
        "Shelf/books.json": #"["Dune", "Emma"]"#,
        "Shelf/Assets.xcassets/Contents.json": "{}",
        "Shelf/Assets.xcassets/BrandColor.colorset/Contents.json": AdoptionFixture.colorSet(
            red: "1", green: "0", blue: "0"),
    ]

    static let kingfisherStandIn = """
        import SwiftUI

        public struct KFImage: View {
            public init(_ url: URL?) {}
            public var body: some View { Image(systemName: "photo") }
        }
        """

    @Test(.timeLimit(.minutes(10)))
    func anAdoptedAppBuildsUneditedAndItsPreviewsAreItsTests() throws {
        let adopt = try #require(
            BuiltProduct.executable(named: "convergence-adopt"), "build it first: swift build --build-tests")
        let fixture = try AdoptionFixture(Self.files)
        defer { fixture.remove() }
        let before = try Self.appFiles(in: fixture)

        let first = try CapturedProcess.run(adopt, [fixture.url("Shelf").path], mergingErrors: true)
        #expect(first.status == 0, "\(first.standardOutput)")
        #expect(first.standardOutput.contains("Kingfisher: a package the app uses"), "\(first.standardOutput)")
        try fixture.write(Self.kingfisherStandIn, at: "LinuxPreviews/StandIns/Kingfisher/Kingfisher.swift")
        let package = fixture.url("LinuxPreviews")
        // The scratch folder the other end-to-end packages of this checkout share (see EndToEndWorkspace), so that
        // this package's modules are built once for all of them.
        let checkout = try #require(PackageRoot.containing(#filePath))
        let scratch = checkout.appendingPathComponent(".build/end-to-end", isDirectory: true)
        func swift(_ arguments: [String], _ environment: [String: String]) throws -> CapturedProcess {
            var variables = ProcessInfo.processInfo.environment
            variables["CI"] = nil
            variables["SNAPSHOTS_RECORD"] = nil
            variables.merge(environment) { $1 }
            return try CapturedProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["swift"] + arguments + ["--package-path", package.path, "--scratch-path", scratch.path],
                environment: variables, mergingErrors: true)
        }

        let record = try swift(["test"], ["SNAPSHOTS_RECORD": "all"])
        try #require(record.status == 0, "the adopted app's previews did not record:\n\(record.standardOutput)")
        let text = try #require(fixture.text("LinuxPreviews/__Snapshots__/ContentView/Shelf.txt"))
        #expect(text.contains("Dune") && text.contains("Emma"), "the JSON read through Bundle.main:\n\(text)")
        let html = try #require(fixture.text("LinuxPreviews/__Snapshots__/ContentView/Shelf.html"))
        #expect(
            html.contains(#"<span class="text fg-rgb-ff0000">Dune</span>"#),
            "the asset colour, through its generated symbol, by its value in the catalog:\n\(html)")

        let verify = try swift(["test"], ["CI": "true"])
        #expect(verify.status == 0, "CI=true swift test failed after recording:\n\(verify.standardOutput)")

        try fixture.write(#"["Dune", "Middlemarch"]"#, at: "Shelf/books.json")
        let again = try CapturedProcess.run(adopt, [fixture.url("Shelf").path], mergingErrors: true)
        #expect(again.status == 0)
        #expect(fixture.text("LinuxPreviews/StandIns/Kingfisher/Kingfisher.swift") == Self.kingfisherStandIn)
        let changed = try swift(["test"], ["CI": "true"])
        #expect(changed.status != 0, "a changed preview passed:\n\(changed.standardOutput)")
        #expect(changed.standardOutput.contains("+Middlemarch"), "\(changed.standardOutput)")

        var after = try Self.appFiles(in: fixture)
        after["Shelf/books.json"] = before["Shelf/books.json"]
        #expect(after == before, "the app's own files are never edited")
    }

    /// Every file of the app's folder with its contents.
    static func appFiles(in fixture: AdoptionFixture) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let root = fixture.url("Shelf")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out["Shelf/" + path] = try Data(contentsOf: url)
            }
        }
        return out
    }
}
