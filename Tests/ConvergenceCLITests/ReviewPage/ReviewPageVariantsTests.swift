import Convergence
import Testing

@testable import ConvergenceCLI

/// The gallery groups a scenario with its variants (`loaded.de`, `loaded.rtl` beside `loaded`).
@Suite struct ReviewPageVariantsTests {
    @Test func variantsAreFoundByNameAndPutAfterTheirScenario() {
        func entry(_ name: String) -> ReviewPage.Scenario {
            ReviewPage.Scenario(
                id: "Shop/" + name, name: name, anchor: name, status: .passed, declaredAt: nil, message: nil,
                changeSummary: [], frames: [])
        }
        let names = [
            "loaded.de", "loaded", "loaded.v2", "loaded.v2.rtl", "card.de", "loaded.de.dark", ".de", "loaded.",
        ]
        var feature = ReviewPage.Feature(name: "Shop", scenarios: names.map(entry))
        feature.groupVariants()
        #expect(
            feature.scenarios.map(\.name) == [
                "loaded", "loaded.de", "loaded.de.dark", "loaded.v2", "loaded.v2.rtl", "card.de", ".de", "loaded.",
            ])
        func variant(_ name: String) -> ReviewPage.Variant? { feature.scenarios.first { $0.name == name }?.variant }
        #expect(variant("loaded.de") == .init(baseID: "Shop/loaded", suffix: "de", displayName: "German"))
        #expect(
            variant("loaded.de.dark")
                == .init(baseID: "Shop/loaded", suffix: "de.dark", displayName: "German, dark mode"),
            "a variant of a variant joins the first scenario that is none")
        #expect(variant("loaded.v2") == nil, "v2 names no variant")
        #expect(
            variant("loaded.v2.rtl") == .init(baseID: "Shop/loaded.v2", suffix: "rtl", displayName: "right to left"))
        #expect(variant("card.de") == nil, "no card in the run")
        #expect(variant(".de") == nil && variant("loaded.") == nil)
        let loaded = feature.scenarios.first { $0.name == "loaded" }
        #expect(loaded?.variantIDs == ["Shop/loaded.de", "Shop/loaded.de.dark"])
    }

    @Test func aDeviceVariantsFilesLineUpWithTheScenariosByWidth() throws {
        func file(_ path: String, width: Int?) -> ReviewPage.File {
            ReviewPage.File(
                path: path, kind: .ascii(width: width ?? 40, unicode: false),
                slot: .init(fileExtension: "txt", width: width, unicode: false), recorded: path, new: nil, diff: nil)
        }
        func entry(_ name: String, _ files: [ReviewPage.File]) -> ReviewPage.Scenario {
            ReviewPage.Scenario(
                id: "Shop/" + name, name: name, anchor: name, status: .passed, declaredAt: nil, message: nil,
                changeSummary: [], frames: [.init(title: "Initial frame", files: files)])
        }
        // A device variant renders at its own width alone: its default file lines up with the scenario's.
        let base = entry("loaded", [file("Shop/loaded.txt", width: nil), file("Shop/loaded.w80.txt", width: 80)])
        let device = entry("loaded.ipad", [file("Shop/loaded.ipad.txt", width: nil)])
        let frames = ReviewPage.variantFrames([base, device])
        #expect(frames.count == 1)
        #expect(
            frames[0].rows.map { $0.files.map { $0?.path } } == [
                ["Shop/loaded.txt", "Shop/loaded.ipad.txt"], ["Shop/loaded.w80.txt", nil],
            ])
    }
}
