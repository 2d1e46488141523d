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
        #expect(ScenarioVariant("iphone-se") == .device(.iPhoneSE))
        #expect(ScenarioVariant("ipad-landscape") == .device(.iPad.landscape))
        #expect(ScenarioVariant("se") == .locale("se"), "Northern Sami stays a locale")
        for name in ["", "Dark mode", "d", "deutsch-", "../de", "de-Ä"] {
            #expect(ScenarioVariant(name) == nil, "\(name)")
        }
    }

    @Test func eachVariantHasAnEnglishNameForReviewers() throws {
        let names = [
            "de": "German", "pt-BR": "Portuguese (Brazil)", "ar": "Arabic, right to left", "pseudo": "pseudo-locale",
            "rtl": "right to left", "dark": "dark mode", "ax3": "text size accessibility3", "xs": "text size xSmall",
            "iphone-se": "iPhone SE (3rd generation)", "ipad-landscape": "iPad (10th generation), landscape",
        ]
        for (suffix, name) in names.sorted(by: { $0.key < $1.key }) {
            #expect(try #require(ScenarioVariant(suffix)).displayName == name, "\(suffix)")
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

    /// A device sets the screen's columns and rows and its size classes: a view that branches on the horizontal size
    /// class shows its regular form on an iPad, and a phone on its side is short.
    @Test func aDeviceSetsTheScreenAndItsSizeClasses() async throws {
        struct Adaptive: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                VStack {
                    Text(verbatim: horizontal == .regular ? "sidebar and detail" : "one column")
                    Text(verbatim: vertical == .compact ? "short" : "tall")
                    Spacer()
                    Text(verbatim: "bottom")
                }
            }
        }
        let scenario = Scenario("adaptive", feature: "Variants", formats: .ascii) { Adaptive() }
        #expect(
            ScenarioDevice.all.map { "\($0.suffix) \($0.columns)x\($0.rows)" } == [
                "iphone-se 47x42", "iphone 49x53", "iphone-max 54x58", "ipad 103x74",
                "iphone-se-landscape 83x23", "iphone-landscape 107x25", "iphone-max-landscape 117x27",
                "ipad-landscape 148x51",
            ])
        for (device, expected) in [
            (ScenarioDevice.iPhoneSE, ["one column", "tall"]), (.iPad, ["sidebar and detail", "tall"]),
            (.iPhone.landscape, ["one column", "short"]), (.iPhoneProMax.landscape, ["sidebar and detail", "short"]),
        ] {
            let variant = scenario.variant(.device(device))
            #expect(variant.name == "adaptive.\(device.suffix)")
            #expect(variant.widths == [device.columns])
            let text = try await variant.frames()[0].render(.ascii(width: device.columns))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let words = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(words == expected + ["bottom"], "\(device)")
            // The screen is the device's height: the last line sits on its last row.
            #expect(lines.count - 1 == device.rows, "\(device): \(lines.count - 1) rows")
        }
        let fitting = Scenario("row", feature: "Variants", layout: .sizeThatFits) { Text("Row") }
        #expect(fitting.variant(.device(.iPad)).layout == .sizeThatFits)
    }
}
