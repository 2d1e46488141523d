import ConvergenceSupport
import ConvergenceTestSupport
import Foundation
import Testing

@testable import ConvergenceAdoption

@Suite struct AssetSymbolsTests {
    @Test func namesSymbolsAsXcodeDoes() {
        #expect(AssetSymbols.symbolName(for: "AccentColor", kind: .color) == "accent")
        #expect(AssetSymbols.symbolName(for: "BrandPrimary", kind: .color) == "brandPrimary")
        #expect(AssetSymbols.symbolName(for: "QR-Active", kind: .image) == "qrActive")
        #expect(AssetSymbols.symbolName(for: "URLImage", kind: .image) == "url")
        #expect(AssetSymbols.symbolName(for: "HeaderImage", kind: .color) == "headerImage")
        #expect(AssetSymbols.symbolName(for: "recipe_placeholder", kind: .image) == "recipePlaceholder")
        #expect(AssetSymbols.symbolName(for: "2x grid", kind: .image) == "_2xGrid")
        #expect(AssetSymbols.symbolName(for: "Default", kind: .image) == "`default`")
        #expect(AssetSymbols.symbolName(for: "Color", kind: .color) == "color")
        #expect(AssetSymbols.symbolName(for: "--", kind: .image) == nil)
    }

    @Test func readsColourSetsImageSetsAndNamespaces() throws {
        let fixture = try AdoptionFixture([
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/AccentColor.colorset/Contents.json": #"{"colors":[{"idiom":"universal"}]}"#,
            "A.xcassets/Brand.colorset/Contents.json": AdoptionFixture.colorSet(
                red: "0.000", green: "0x80", blue: "255"),
            "A.xcassets/Glass.colorset/Contents.json": AdoptionFixture.colorSet(
                red: "1", green: "1", blue: "1", alpha: "0.500"),
            "A.xcassets/logo.imageset/Contents.json": "{}",
            "A.xcassets/Icons/Contents.json": #"{"properties":{"provides-namespace":true}}"#,
            "A.xcassets/Icons/star.imageset/Contents.json": "{}",
            "A.xcassets/Plain/bus.imageset/Contents.json": "{}",
        ])
        defer { fixture.remove() }
        let catalog = AssetCatalog(contentsOf: fixture.url("A.xcassets"))
        #expect(
            catalog.assets == [
                .init(kind: .color, name: "AccentColor", hexValue: nil),
                // The fixture's sets have a black dark appearance, as Xcode's template writes one.
                .init(kind: .color, name: "Brand", hexValue: "0080ff", darkHexValue: "000000"),
                .init(kind: .color, name: "Glass", hexValue: "ffffff80", darkHexValue: "000000"),
                .init(kind: .image, name: "Icons/star", hexValue: nil),
                .init(kind: .image, name: "bus", hexValue: nil),
                .init(kind: .image, name: "logo", hexValue: nil),
            ])
    }

    @Test func readsAColourSetsDarkAppearance() throws {
        let set = #"""
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x0A","green":"0x84","blue":"0xFF","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"light"}],
               "color":{"color-space":"srgb","components":{"red":"0x00","green":"0x00","blue":"0x00","alpha":"1.000"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"red":"0.392","green":"0.824","blue":"1.000","alpha":"1.000"}}}
            ]}
            """#
        let fixture = try AdoptionFixture([
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/Brand.colorset/Contents.json": set,
            "A.xcassets/Plain.colorset/Contents.json":
                #"{"colors":[{"idiom":"universal","color":{"components":{"red":"1","green":"0","blue":"0"}}}]}"#,
        ])
        defer { fixture.remove() }
        let catalog = AssetCatalog(contentsOf: fixture.url("A.xcassets"))
        #expect(
            catalog.assets == [
                .init(kind: .color, name: "Brand", hexValue: "0a84ff", darkHexValue: "64d2ff"),
                .init(kind: .color, name: "Plain", hexValue: "ff0000", darkHexValue: nil),
            ])
    }

    @Test func writesResourcesAndFrameworkMembersLeavingClashesAndBuiltInsOut() {
        let symbols = AssetSymbols(catalogs: [])
        let assets: [AssetCatalog.Asset] = [
            .init(kind: .color, name: "AccentColor"), .init(kind: .color, name: "Red"),
            .init(kind: .image, name: "logo"), .init(kind: .image, name: "Logo"),
            .init(kind: .image, name: "bus"),
        ]
        let source = AssetSymbols(assets: assets).source(frameworks: ["UIKit"])
        #expect(symbols.assets.isEmpty)
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let red = ColorResource(name: "Red", bundle: resourceBundle)"#))
        #expect(
            source.contains(
                "extension Color {\n    /// The \"AccentColor\" asset catalog color.\n    static var accent: Color"))
        #expect(!source.contains("static var red: Color"), "SwiftUI already has Color.red")
        #expect(source.contains(#"static let bus = ImageResource(name: "bus", bundle: resourceBundle)"#))
        #expect(!source.contains("static let logo"), "two assets that make one symbol make none")
        #expect(source.contains("static var accent: UIColor { .init(resource: .accent) }"))
        #expect(source.contains("static var bus: UIImage { .init(resource: .bus) }"))
        #expect(!source.contains("NSColor"), "the app does not import AppKit")
    }
}
