import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceAdoption

@Suite struct AdoptCommandTests {
    static let convergence = URL(fileURLWithPath: "/opt/checkouts/Convergence")

    static let app: [String: String] = [
        "Shelf/ShelfApp.swift": """
        import SwiftUI

        @main struct ShelfApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """,
        "Shelf/Model.swift": """
        import Foundation

        final class Library: ObservableObject {
            @Published var titles: [String] = []
        }
        """,
        "Shelf/ContentView.swift": """
        import SwiftUI
        import Kingfisher
        import OSLog

        struct ContentView: View {
            var body: some View { Text("Shelf").foregroundStyle(.brand) }
        }

        #Preview { ContentView() }
        """,
        "Shelf/Assets.xcassets/Contents.json": "{}",
        "Shelf/Assets.xcassets/BrandColor.colorset/Contents.json": AdoptionFixture.colorSet(
            red: "1", green: "0", blue: "0"),
        "Shelf/books.json": "[]",
    ]

    @Test func writesThePackageBesideTheFolderAndTellsWhatItCouldNotTake() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        let command = try AdoptCommand(arguments: [fixture.url("Shelf").path], convergence: Self.convergence)
        let summary = try command.run()
        let package = fixture.url("LinuxPreviews")
        #expect(summary.contains("wrote"), "\(summary)")
        #expect(summary.contains("for Shelf: 3 Swift files, 1 preview"), "\(summary)")
        #expect(summary.contains("Kingfisher: a package the app uses; imported by 1 file (new)"), "\(summary)")
        #expect(summary.contains("OSLog: an Apple framework Convergence has no stand-in for yet"), "\(summary)")
        #expect(summary.contains("asset symbols: 1 colour and 0 images from Assets.xcassets"), "\(summary)")
        #expect(summary.contains("files for Bundle.main: books.json"), "\(summary)")
        #expect(summary.hasSuffix("next: swift test --package-path \(package.path)"), "\(summary)")

        let manifest = try #require(fixture.text("LinuxPreviews/Package.swift"))
        #expect(manifest.contains(#"dependencies: [.package(path: "/opt/checkouts/Convergence")]"#))
        #expect(
            manifest.contains(
                #".product(name: "SwiftUI", package: "Convergence", condition: .when(platforms: [.linux])),"#))
        #expect(
            manifest.contains(
                #".product(name: "Combine", package: "Convergence", condition: .when(platforms: [.linux])),"#),
            "Combine comes with Foundation on Apple platforms")
        #expect(manifest.contains(#".executableTarget(\#n            name: "Shelf","#))
        #expect(manifest.contains(#""Shelf/Assets.xcassets","#))
        #expect(manifest.contains(#""Shelf/books.json","#))
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
        #expect(manifest.contains(#"path: "StandIns/Kingfisher""#))
        #expect(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: package.appendingPathComponent("Sources/Shelf/Shelf").path)
        #expect(link == "../../../Shelf")
        #expect(
            fixture.text("LinuxPreviews/Sources/Shelf/GeneratedAssetSymbols.swift")?.contains(
                "static var brand: Color { .init(.brand) }") == true)
        #expect(
            fixture.text("LinuxPreviews/Sources/Shelf/ConvergenceImplicitImports.swift")?.contains(
                "@_exported import Combine\n@_exported import Observation") == true)
        let test = try #require(fixture.text("LinuxPreviews/Tests/ShelfPreviewTests/ShelfPreviewTests.swift"))
        #expect(test.contains(#"@Test(arguments: ScenarioCatalog.previews(in: "Shelf").all)"#))
        #expect(test.contains("try await assertSnapshot(of: scenario)"))
        #expect(
            fixture.text("LinuxPreviews/Tests/ShelfPreviewTests/BundleFiles.swift")?.contains(
                #"("books.json", "books.json"),"#) == true)
        #expect(
            fixture.text("LinuxPreviews/Tests/ShelfPreviewTests/BundleFiles.swift")?.contains(
                #"static let appFolder = "../Shelf""#) == true)
    }

    @Test func rerunningKeepsTheUsersStandInsAndLeavesUnchangedFilesAlone() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        let command = try AdoptCommand(arguments: [fixture.url("Shelf").path], convergence: Self.convergence)
        _ = try command.run()
        let standIn = "LinuxPreviews/StandIns/Kingfisher/Kingfisher.swift"
        try fixture.write(
            "import SwiftUI\npublic struct KFImage: View { public var body: some View { EmptyView() } }\n", at: standIn)
        let manifest = fixture.url("LinuxPreviews/Package.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: manifest.path)
        _ = try command.run()
        let date = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
        #expect(date == Date(timeIntervalSince1970: 0), "an unchanged file is not rewritten (no needless rebuild)")
        try fixture.write("import SwiftUI\nimport EventKit\n", at: "Shelf/CalendarView.swift")

        let summary = try command.run()
        #expect(fixture.text(standIn)?.contains("public struct KFImage") == true, "a stand-in is the user's")
        #expect(summary.contains("Kingfisher: a package the app uses; imported by 1 file\n"), "\(summary)")
        let eventKit = "EventKit: an Apple framework Convergence has no stand-in for yet; imported by 1 file (new)"
        #expect(summary.contains(eventKit))
        #expect(fixture.text("LinuxPreviews/Package.swift")?.contains(#"path: "StandIns/EventKit""#) == true)

        try FileManager.default.removeItem(at: fixture.url("Shelf/CalendarView.swift"))
        _ = try command.run()
        #expect(fixture.text("LinuxPreviews/Package.swift")?.contains("EventKit") == false)
        #expect(FileManager.default.fileExists(atPath: fixture.url("LinuxPreviews/StandIns/EventKit").path))
    }

    @Test func takesTheProjectsTargetLanguageModeAndIsolation() throws {
        var files = Self.app
        files["Shelf.xcodeproj/project.pbxproj"] = XcodeProjectTests.synchronized
        let fixture = try AdoptionFixture(files)
        defer { fixture.remove() }
        _ = try AdoptCommand(arguments: [fixture.root.path], convergence: Self.convergence).run()
        let manifest = try #require(fixture.text("LinuxPreviews/Package.swift"))
        #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]"))
        #expect(manifest.contains("Kingfisher, which Linux lacks"))
        #expect(
            fixture.text("LinuxPreviews/StandIns/Kingfisher/Kingfisher.swift")?.contains(
                "a package the app uses (https://github.com/onevcat/Kingfisher)") == true)
    }

    @Test func refusesBadArgumentsAndAnOutputOverTheApp() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        #expect(throws: AdoptionError.self) { try AdoptCommand(arguments: ["--bogus"], convergence: Self.convergence) }
        #expect(throws: AdoptionError.self) { try AdoptCommand(arguments: ["a", "b"], convergence: Self.convergence) }
        #expect(throws: AdoptionError.self) { try AdoptCommand(arguments: ["--output"], convergence: Self.convergence) }
        let over = try AdoptCommand(
            arguments: [fixture.url("Shelf").path, "--output", fixture.url("Shelf").path], convergence: Self.convergence
        )
        #expect(throws: AdoptionError.outputInsideApp(fixture.url("Shelf").standardizedFileURL.path)) { try over.run() }
        #expect(!FileManager.default.fileExists(atPath: fixture.url("Shelf/Package.swift").path), "nothing was written")
        let missing = try AdoptCommand(arguments: [fixture.url("Nope").path], convergence: Self.convergence)
        #expect(throws: AdoptionError.notFound(fixture.url("Nope").standardizedFileURL.path)) { try missing.run() }
    }
}

extension AdoptCommandTests {
    @Test func keepsWhatTheUserWritesBelowTheManifestsMarker() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        let command = try AdoptCommand(arguments: [fixture.url("Shelf").path], convergence: Self.convergence)
        _ = try command.run()
        let manifest = try #require(fixture.text("LinuxPreviews/Package.swift"))
        #expect(manifest.hasSuffix(AdoptionPackage.keptMarker + "\n"))
        let addition = #"package.targets.first { $0.name == "Shelf" }?.swiftSettings?.append(.define("LINUX"))"# + "\n"
        try fixture.write(manifest + addition, at: "LinuxPreviews/Package.swift")
        try fixture.write("import SwiftUI\nimport EventKit\n", at: "Shelf/CalendarView.swift")
        _ = try command.run()
        let rewritten = try #require(fixture.text("LinuxPreviews/Package.swift"))
        #expect(rewritten.contains(#"path: "StandIns/EventKit""#), "the generated part was rewritten")
        #expect(rewritten.hasSuffix(AdoptionPackage.keptMarker + "\n" + addition), "\(rewritten)")
    }
}

extension AdoptCommandTests {
    /// The stand-ins the command names are the products the manifest offers, so no import is sent the wrong way.
    @Test func knowsTheStandInsThisPackageOffers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let list = try #require(manifest.range(of: "let appleFrameworks"))
        let end = try #require(manifest.range(of: "]\n", range: list.upperBound..<manifest.endIndex))
        let names = manifest[list.upperBound..<end.lowerBound].split(separator: "(\"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(Set(names) == ModuleKinds.standIns)
        #expect(names.count == ModuleKinds.standIns.count)
    }
}

extension AdoptCommandTests {
    /// A package inside the app's folder (a multiplatform project's sources start at its own folder) is left out of it.
    @Test func aPackageInsideTheAppsFolderIsNeitherReadNorBuilt() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        let command = try AdoptCommand(
            arguments: [fixture.url("Shelf").path, "--output", fixture.url("Shelf/Linux").path],
            convergence: Self.convergence)
        _ = try command.run()
        let again = try command.run()
        #expect(again.contains("for Shelf: 3 Swift files"), "the package's own files are not the app's: \(again)")
        let links = try FileManager.default.contentsOfDirectory(atPath: fixture.url("Shelf/Linux/Sources/Shelf").path)
        #expect(
            Set(links) == [
                "ShelfApp.swift", "Model.swift", "ContentView.swift", "ConvergenceImplicitImports.swift",
                "GeneratedAssetSymbols.swift",
            ],
            "a link per entry of the app's folder but the package itself, which SwiftPM would follow back into itself")
        let manifest = try #require(fixture.text("Shelf/Linux/Package.swift"))
        #expect(!manifest.contains("Linux\""), "\(manifest)")
    }
}

extension AdoptCommandTests {
    @Test func theSummaryNamesThePackageRelativeToWhereItRanOnlyWhenBelowIt() throws {
        let fixture = try AdoptionFixture(Self.app)
        defer { fixture.remove() }
        let plan = try AdoptCommand(arguments: [fixture.url("Shelf").path], convergence: Self.convergence).plan()
        let below = AdoptCommand.summary(of: plan, created: [], from: fixture.root.path)
        #expect(below.hasSuffix("next: swift test --package-path LinuxPreviews"), "\(below)")
        let elsewhere = AdoptCommand.summary(of: plan, created: [], from: fixture.url("Shelf").path)
        #expect(elsewhere.hasSuffix("next: swift test --package-path \(plan.output.resolvingSymlinksInPath().path)"))
    }
}

extension AdoptCommandTests {
    /// Names from the app's folder (paths, asset names) are written into Swift source as literals that stay literals.
    @Test func namesWrittenIntoSwiftSourceAreEscaped() {
        #expect(AdoptionPackage.literal("plain") == #""plain""#)
        #expect(AdoptionPackage.literal("a\"b\\c\nd\te") == #""a\"b\\c\nd\te""#)
        let source = AssetSymbols(assets: [.init(kind: .image, name: "say \"hi\"")]).source(frameworks: [])
        #expect(source.contains(#"static let sayHi = ImageResource(name: "say \"hi\"", bundle: resourceBundle)"#))
    }
}
