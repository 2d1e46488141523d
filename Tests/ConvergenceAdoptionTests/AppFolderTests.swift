import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceAdoption

@Suite struct AppFolderTests {
    @Test func findsImportsOutsideCommentsAndStringsInEveryForm() throws {
        let code = SwiftSourceFacts(
            #"""
            import SwiftUI
            @preconcurrency import Combine
            import struct Kingfisher.KFImage
            @_implementationOnly import Secret
            // import Commented
            /* import Blocked
               import AlsoBlocked */
            let text = "import Quoted"
            let block = """
                import InMultiline
                """
            #if canImport(UIKit)
                import UIKit
            #endif
            """#)
        #expect(code.importedModules == ["SwiftUI", "Combine", "Kingfisher", "Secret", "UIKit"])
    }

    @Test func countsPreviewMacrosAndProvidersInCodeOnly() {
        let code = SwiftSourceFacts(
            #"""
            #Preview { Text("a") }
            #Preview("Named", traits: .sizeThatFitsLayout) { Text("b") }
            // #Preview { commented }
            let s = "#Preview"
            struct Row_Previews: PreviewProvider { static var previews: some View { Text("c") } }
            #PreviewLater
            """#)
        #expect(code.previewCount == 3)
    }

    @Test func sortsFilesIntoSourcesCatalogsBundleFilesAndExclusions() throws {
        let fixture = try AdoptionFixture([
            "App.swift": "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Text(\"x\") } } }",
            "Model/Item.swift": "import Foundation\nimport Combine\n",
            "Model/items.json": "[]",
            "Assets.xcassets/Contents.json": "{}",
            "Info.plist": "<plist/>",
            "App.entitlements": "<plist/>",
            "de.lproj/Localizable.strings": "\"a\" = \"b\";",
            "Docs/notes.txt": "only text here",
            "Vendored/Package.swift": "// swift-tools-version:6.0",
            "Vendored/Sources/V/V.swift": "public let v = 1",
        ])
        defer { fixture.remove() }
        let folder = try AppFolder(root: fixture.root)
        #expect(
            folder.swiftFiles == ["App.swift", "Model/Item.swift"], "a vendored package's sources are not the app's")
        #expect(
            folder.imports == [
                "SwiftUI": ["App.swift"], "Foundation": ["Model/Item.swift"], "Combine": ["Model/Item.swift"],
            ])
        #expect(folder.assetCatalogs == ["Assets.xcassets"])
        #expect(folder.nestedPackages == ["Vendored"])
        #expect(
            Set(folder.bundleFiles.map(\.bundlePath)) == [
                "Assets.xcassets", "notes.txt", "de.lproj/Localizable.strings", "items.json",
            ])
        #expect(
            folder.bundleFiles.first { $0.path == "de.lproj/Localizable.strings" }?.bundlePath
                == "de.lproj/Localizable.strings")
        #expect(folder.bundleFiles.first { $0.path == "Model/items.json" }?.bundlePath == "items.json")
        #expect(!folder.bundleFiles.contains { $0.path == "Info.plist" || $0.path == "App.entitlements" })
        #expect(
            Set(folder.excluded) == [
                "Assets.xcassets", "Info.plist", "App.entitlements", "de.lproj", "Docs", "Vendored", "Model/items.json",
            ])
    }

    @Test func aFolderWithoutSwiftFilesIsRefused() throws {
        let fixture = try AdoptionFixture(["readme.md": "nothing"])
        defer { fixture.remove() }
        #expect(throws: AdoptionError.noSources(fixture.root.standardizedFileURL.path)) {
            try AppFolder(root: fixture.root)
        }
    }
}

extension AppFolderTests {
    @Test func namesTheFilesThatNeedTheObjectiveCRuntime() throws {
        let fixture = try AdoptionFixture([
            "Menu.swift": "import AppKit\nfinal class Menu: NSObject {\n    @objc func quit() {}\n}\n",
            "Sidebar.swift": "import AppKit\nlet action = #selector(NSSplitViewController.toggleSidebar(_:))\n",
            "Plain.swift": "// #selector in a comment\nlet text = \"@objc in a string\"\n",
        ])
        defer { fixture.remove() }
        let folder = try AppFolder(root: fixture.root)
        #expect(folder.objectiveCFiles.map(\.path) == ["Menu.swift", "Sidebar.swift"])
        #expect(folder.objectiveCFiles.map(\.use) == ["@objc", "#selector"])
    }
}
