import Convergence
import Foundation
import Testing

/// Variants: one declaration multiplies every scenario of a catalog, each variant's files beside the scenario's own.
@Suite struct ScenarioVariantTests {
    @Test func variantsAreNamedByTheirSuffix() {
        #expect(ScenarioVariant("de") == .locale("de"))
        #expect(ScenarioVariant("pt-BR") == .locale("pt-BR"))
        #expect(ScenarioVariant("zh_Hans") == .locale("zh_Hans"))
        #expect(ScenarioVariant("pseudo") == .pseudoLocale)
        #expect(ScenarioVariant("en-XA") == .pseudoLocale)
        #expect(ScenarioVariant("dark") == .dark)
        #expect(ScenarioVariant("ax5") == .dynamicTypeSize(.accessibility5))
        #expect(ScenarioVariant("xs") == .dynamicTypeSize(.xSmall))
        for name in ["", "Dark mode", "d", "deutsch-", "../de", "de-Ä"] {
            #expect(ScenarioVariant(name) == nil, "\(name)")
        }
    }

    @Test func aCatalogWithVariantsHoldsEachScenarioThenItsVariants() throws {
        let catalog = ScenarioCatalog(scenarios: [
            Scenario("loaded", feature: "Shop") { Text("Basket") },
            Scenario("empty", feature: "Shop", formats: .ascii) { Text("Nothing yet") },
        ]).withVariants([.locale("de"), .pseudoLocale, .dynamicTypeSize(.accessibility5)])
        #expect(
            catalog.all.map(\.id) == [
                "Shop/loaded", "Shop/loaded.de", "Shop/loaded.pseudo", "Shop/loaded.ax5",
                "Shop/empty", "Shop/empty.de", "Shop/empty.pseudo", "Shop/empty.ax5",
            ])
        let files = try catalog.snapshotFiles()
        #expect(
            files.prefix(4) == ["Shop/loaded.txt", "Shop/loaded.html", "Shop/loaded.de.txt", "Shop/loaded.de.html"])
        #expect(files.contains("Shop/empty.ax5.txt"))
        // The declaration stays the scenario's own.
        #expect(catalog.all[1].source == catalog.all[0].source)
    }

    @Test func eachVariantSetsItsEnvironmentAtTheRoot() async throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.dynamicTypeSize) var size
            var body: some View {
                VStack(alignment: .leading) {
                    Text(verbatim: scheme == .dark ? "dark" : "light")
                    Text(verbatim: size.isAccessibilitySize ? "large text" : "regular text")
                    Text("Settings")
                }
            }
        }
        let scenario = Scenario("probe", feature: "Variants", formats: .ascii) { Probe() }
        let plain = try await scenario.render(.ascii(width: 30))
        #expect(plain.contains("light") && plain.contains("regular text") && plain.contains("Settings"))
        #expect(try await scenario.variant(.dark).render(.ascii(width: 30)).contains("dark"))
        let large = try await scenario.variant(.dynamicTypeSize(.accessibility3)).render(.ascii(width: 30))
        #expect(large.contains("large text"))
        let pseudo = try await scenario.variant(.pseudoLocale).render(.ascii(width: 30))
        #expect(pseudo.contains("[Šéţţîñĝš one]"), "\(pseudo)")
    }

    /// At an accessibility text size a line holds fewer characters, so text wraps sooner and a `ViewThatFits` takes
    /// its vertical form: the layout bugs the size variant is for.
    @Test func largerTextSizesGiveEachLineFewerCharacters() async throws {
        let scenario = Scenario("sizes", feature: "Variants", widths: [30], formats: .ascii) {
            VStack(alignment: .leading) {
                Text("Your order ships tomorrow morning")
                ViewThatFits {
                    HStack {
                        Text("Delivery")
                        Text("Tomorrow")
                    }
                    VStack(alignment: .leading) {
                        Text("Delivery:")
                        Text("Tomorrow")
                    }
                }
            }
        }
        let standard = try await scenario.render(.ascii(width: 30))
        #expect(standard.contains("Your order ships tomorrow\nmorning"), "\(standard)")
        #expect(standard.contains("Delivery Tomorrow"), "\(standard)")
        let large = try await scenario.variant(.dynamicTypeSize(.accessibility3)).render(.ascii(width: 30))
        // 30 columns hold 12 characters at 40 pt against 17.
        #expect(large.contains("Your order\nships\ntomorrow\nmorning"), "\(large)")
        #expect(large.contains("Delivery:\nTomorrow"), "\(large)")
        let small = try await scenario.variant(.dynamicTypeSize(.xSmall)).render(.ascii(width: 30))
        #expect(small == standard)
    }
}
