import Convergence
import Foundation
import Testing

/// Previews in the forms real apps write them (`ProviderFamilies.swift`, `NestedProviders.swift`,
/// `MacroFamilies.swift`) compile unchanged, are all found, and render what a device would show.
@Suite struct PreviewFamiliesTests {
    private let catalog = ScenarioCatalog.previews(in: "ConvergenceScenariosTests")

    private func scenarios(inFeature feature: String) -> [Scenario] {
        catalog.all.filter { $0.feature == feature }
    }

    private func scenario(_ id: String) throws -> Scenario {
        try #require(catalog.scenario(id: id), "no preview \(id)")
    }

    private func render(_ id: String) async throws -> String {
        let scenario = try scenario(id)
        return try await scenario.render(.ascii(width: scenario.defaultWidth))
    }

    @Test func everyProviderPreviewIsFoundInOrderWithItsName() {
        #expect(
            scenarios(inFeature: "ProviderFamilies").map(\.name) == [
                "Preview 1", "Environment dark", "Preferred dark", "Narrow",
                "iPhone SE (3rd generation)", "iPad Pro (11-inch)", "Landscape",
                "Light", "Dark", "Preview 2", "Preview 3",
                "Nested in an extension",
            ])
        #expect(catalog.problems.isEmpty)
    }

    @Test func layoutsOrientationsAndFixedSizesSetTheWidth() {
        let widths = Dictionary(
            scenarios(inFeature: "ProviderFamilies").map { ($0.name, $0.defaultWidth) }, uniquingKeysWith: { a, _ in a }
        )
        #expect(widths["Preview 1"] == 40)  // .sizeThatFits: offered the device's width
        #expect(widths["Narrow"] == 20)  // .fixed(width: 160, …): 8 points a column
        #expect(widths["Landscape"] == 80)  // on its side: twice as wide
        #expect(widths["Light"] == 25 && widths["Dark"] == 25)  // the content's layout, kept by each variant
    }

    @Test func colorSchemesReachTheViewsInside() async throws {
        // `.padding()` after the layout pads the preview, as on a device.
        #expect(try await render("ProviderFamilies/Preview 1").hasPrefix("\n  Ada                            light\n"))
        for dark in ["Environment dark", "Preferred dark"] {
            #expect(try await render("ProviderFamilies/\(dark)") == "Ada                                 dark\n")
        }
        #expect(try await render("ProviderFamilies/Narrow") == "Ada             dark\n")
    }

    @Test func devicesOfAForEachAreOnePreviewEachWithTheirEnvironmentObject() async throws {
        let phone = try await render("ProviderFamilies/iPhone SE (3rd generation)")
        let tablet = try await render("ProviderFamilies/iPad Pro (11-inch)")
        #expect(phone == tablet)
        #expect(phone.hasPrefix("Members\n=====") && phone.contains("Ada") && phone.contains("Grace"))
        let landscape = try await render("ProviderFamilies/Landscape")
        #expect(landscape.contains("Ada") && !landscape.contains("Grace"))
    }

    @Test func helperModifiersAndViewsThatListVariantsAreOnePreviewPerVariant() async throws {
        #expect(try await render("ProviderFamilies/Light") == "Grace               light\n")
        #expect(try await render("ProviderFamilies/Dark") == "Grace                dark\n")
        #expect(try await render("ProviderFamilies/Preview 2") == "Ada                                light\n")
        #expect(try await render("ProviderFamilies/Preview 3") == "Ada                                 dark\n")
    }

    @Test func providersNestedInExtensionsAreFoundInTheirOwnFiles() throws {
        let nested = try scenario("ProviderFamilies/Nested in an extension")
        let other = try scenario("NestedProviders/Nested list")
        for (found, file) in [(nested, "ProviderFamilies.swift"), (other, "NestedProviders.swift")] {
            #expect(found.source.fileID == "ConvergenceScenariosTests/\(file)")
            let text = try String(contentsOfFile: found.source.filePath, encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[found.source.line - 1]
            #expect(line.trimmingCharacters(in: .whitespaces) == "struct Previews: PreviewProvider {")
        }
    }

    @Test func previewMacroFormsAreFoundInOrder() {
        #expect(
            scenarios(inFeature: "MacroFamilies").map(\.name) == [
                "Interleaved state", "Compiled conditionally", "Returned", "One line", "After attributes",
            ])
    }

    @Test @MainActor func stateDeclaredAfterOtherStatementsIsStateAStepCanChange() async throws {
        let live = try await LiveScenario(try scenario("MacroFamilies/Interleaved state"))
        defer { live.end() }
        #expect(
            live.frame.render(.ascii(width: 40))
                == "                Members\nCount: 2                     [ - ] [ + ]\n")
        let after = try await live.perform(.tap("+"))
        #expect(after.render(.ascii(width: 40)).contains("Count: 3"))
    }

    @Test func conditionalCompilationReturnAndTrailingCommentsRender() async throws {
        #expect(try await render("MacroFamilies/Compiled conditionally") == "  Ada                            light\n")
        #expect(try await render("MacroFamilies/Returned").hasPrefix("Members\n"))
        #expect(try await render("MacroFamilies/One line") == "Ada                                 dark\n")
        #expect(try await render("MacroFamilies/After attributes") == "[x] On\n")
    }
}
