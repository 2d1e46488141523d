import Convergence
import Foundation
import Testing

@testable import ConvergenceViews

/// Dark mode: views that branch on `\.colorScheme` show their dark form, HTML says which scheme it is, and an asset
/// colour with a dark appearance is named by that appearance's value there.
@MainActor
@Suite struct ColorSchemeTests {
    @Test func htmlSaysWhichSchemeWhereItChanges() async throws {
        let scenario = Scenario("scheme") {
            VStack {
                Text("Outside")
                Text("Inside").environment(\.colorScheme, .light)
            }
        }
        let light = try await scenario.render(.html)
        let dark = try await scenario.variant(.dark).render(.html)

        #expect(!light.contains("data-color-scheme"), "the default scheme adds nothing: \(light)")
        #expect(
            dark.hasPrefix(#"<div class="environment" data-color-scheme="dark">"#), "\(dark)")
        #expect(dark.contains(#"data-color-scheme="light""#), "a light island inside is marked too: \(dark)")
        #expect(try await scenario.variant(.dark).render(.ascii(width: 20)) == "Outside\nInside\n")
    }

    @Test func anAssetColourIsNamedByItsAppearanceInEachScheme() async throws {
        let brand = try #require(AssetCatalogColors.color(light: "0a84ff", dark: "64d2ff"))
        let plain = try #require(AssetCatalogColors.color(light: "ff0000", dark: nil))
        let scenario = Scenario("brand") {
            VStack {
                Text("Brand").foregroundStyle(brand)
                Text("Plain").foregroundColor(plain)
            }
        }
        let light = try await scenario.render(.html)
        let dark = try await scenario.variant(.dark).render(.html)

        #expect(light.contains("fg-rgb-0a84ff") && !light.contains("fg-rgb-64d2ff"), "\(light)")
        #expect(dark.contains("fg-rgb-64d2ff") && !dark.contains("fg-rgb-0a84ff"), "\(dark)")
        #expect(light.contains("fg-rgb-ff0000") && dark.contains("fg-rgb-ff0000"), "one appearance, both schemes")
    }

    @Test func theDocumentsStylesheetNamesEachColourPerScheme() async throws {
        let document = try await Scenario("doc") { Text("Hi").foregroundStyle(.red) }.variant(.dark)
            .render(.htmlDocument(title: "Dark"))

        #expect(document.contains(#"[data-color-scheme="dark"] .fg-red"#))
        #expect(document.contains(#"data-color-scheme="dark""#))
    }
}
