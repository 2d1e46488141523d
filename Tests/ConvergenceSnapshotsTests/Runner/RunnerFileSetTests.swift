import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// The exact files a scenario produces: one per frame, per width and per format, with the contract's names.
@Suite struct RunnerFileSetTests {
    /// Records the scenario into an empty folder and returns what is on disk, checking it against
    /// `snapshotFiles()` and the result's file list.
    @MainActor func recorded(_ scenario: Scenario) async throws -> [String: String] {
        try await RunnerTestFolder.with { folder in
            let result = await folder.runner(.missing).run(scenario)
            #expect(result.problem == nil, "\(result.failureMessage ?? "")")
            #expect(result.status == .recorded)
            #expect(result.files.allSatisfy { $0.outcome == .recorded })
            let declared = try scenario.snapshotFiles().map(\.path.relativePath)
            #expect(result.files.map(\.file.path.relativePath) == declared)
            let onDisk = folder.filesOnDisk()
            #expect(Set(onDisk.keys) == Set(declared))
            return onDisk
        }
    }

    @Test @MainActor func plainScenarioRecordsTextAndHTML() async throws {
        let files = try await recorded(Scenario("loaded", feature: "Items") { Text("x") })
        #expect(files.keys.sorted() == ["Items/loaded.html", "Items/loaded.txt"])
        #expect(files["Items/loaded.txt"] == "x\n")
        #expect(files["Items/loaded.html"]?.contains("x") == true)
        #expect(files["Items/loaded.html"] != files["Items/loaded.txt"])
    }

    @Test @MainActor func fileListOrderIsWidthsThenHTMLPerFrame() throws {
        let scenario = Scenario("loaded", feature: "Items", widths: [40, 80, 20], steps: [.tap("More")]) {
            RunnerCounterView()
        }
        #expect(
            try scenario.snapshotFiles().map(\.path.relativePath) == [
                "Items/loaded.txt", "Items/loaded.w80.txt", "Items/loaded.w20.txt", "Items/loaded.html",
                "Items/loaded.step1.txt", "Items/loaded.step1.w80.txt", "Items/loaded.step1.w20.txt",
                "Items/loaded.step1.html",
            ])
    }

    @Test @MainActor func extraWidthsGetAWidthSuffixAndRenderAtThatWidth() async throws {
        let files = try await recorded(
            Scenario("loaded", feature: "Items", widths: [40, 80]) {
                VStack(alignment: .leading) {
                    Text("Title")
                    Divider()
                }
            })
        #expect(files.keys.sorted() == ["Items/loaded.html", "Items/loaded.txt", "Items/loaded.w80.txt"])
        #expect(files["Items/loaded.txt"] == "Title\n" + String(repeating: "-", count: 40) + "\n")
        #expect(files["Items/loaded.w80.txt"] == "Title\n" + String(repeating: "-", count: 80) + "\n")
    }

    @Test @MainActor func aDefaultWidthOtherThan40HasNoSuffix() async throws {
        let files = try await recorded(Scenario("narrow", feature: "Items", widths: [20]) { Divider() })
        #expect(files.keys.sorted() == ["Items/narrow.html", "Items/narrow.txt"])
        #expect(files["Items/narrow.txt"] == String(repeating: "-", count: 20) + "\n")
    }

    @Test @MainActor func stepsRecordAFramePerStep() async throws {
        let files = try await recorded(
            Scenario("counting", feature: "Counter", steps: [.tap("More"), .tap("More")]) { RunnerCounterView() })
        #expect(
            files.keys.sorted() == [
                "Counter/counting.html", "Counter/counting.step1.html", "Counter/counting.step1.txt",
                "Counter/counting.step2.html", "Counter/counting.step2.txt", "Counter/counting.txt",
            ])
        #expect(files["Counter/counting.txt"]?.hasPrefix("Count: 0\n") == true)
        #expect(files["Counter/counting.step1.txt"]?.hasPrefix("Count: 1\n") == true)
        #expect(files["Counter/counting.step2.txt"]?.hasPrefix("Count: 2\n") == true)
        #expect(files["Counter/counting.step2.html"]?.contains("Count: 2") == true)
    }

    @Test @MainActor func stepsAdvancingTheClockRecordLoadingThenLoaded() async throws {
        let files = try await recorded(
            Scenario("loading", feature: "Items", formats: .ascii, steps: [.advanceClock(by: .seconds(1))]) {
                RunnerItemsView(state: RunnerItemScenarios.loading())
            })
        #expect(files.keys.sorted() == ["Items/loading.step1.txt", "Items/loading.txt"])
        #expect(files["Items/loading.txt"]?.contains("Loading…") == true)
        #expect(files["Items/loading.step1.txt"] == "Apples\n" + String(repeating: "-", count: 40) + "\nPears\n")
    }

    @Test @MainActor func widthsAndStepsCombine() async throws {
        let files = try await recorded(
            Scenario("counting", feature: "Counter", widths: [40, 80], steps: [.tap("More")]) { RunnerCounterView() })
        #expect(
            files.keys.sorted() == [
                "Counter/counting.html", "Counter/counting.step1.html", "Counter/counting.step1.txt",
                "Counter/counting.step1.w80.txt", "Counter/counting.txt", "Counter/counting.w80.txt",
            ])
    }

    @Test @MainActor func asciiOnlyRecordsNoHTML() async throws {
        let files = try await recorded(
            Scenario("loaded", feature: "Items", widths: [40, 80], formats: .ascii) { Text("x") })
        #expect(files.keys.sorted() == ["Items/loaded.txt", "Items/loaded.w80.txt"])
    }

    @Test @MainActor func htmlOnlyRecordsNoText() async throws {
        let files = try await recorded(
            Scenario("loaded", feature: "Items", widths: [40, 80], formats: .html, steps: [.tap("More")]) {
                RunnerCounterView()
            })
        #expect(files.keys.sorted() == ["Items/loaded.html", "Items/loaded.step1.html"])
    }

    @Test @MainActor func unicodeStyleGetsItsSuffix() async throws {
        let files = try await recorded(
            Scenario("boxed", feature: "Items", style: .unicode, formats: .ascii) { Text("x").border() })
        #expect(files.keys.sorted() == ["Items/boxed.unicode.txt"])
    }

    @Test @MainActor func unsafeNamesAreEncodedInsideTheFeatureFolder() async throws {
        let files = try await recorded(Scenario("a/b", feature: "Items", formats: .ascii) { Text("x") })
        #expect(files.keys.sorted() == ["Items/a%2Fb.txt"])
        let outside = try await recorded(Scenario("up", feature: "../Up", formats: .ascii) { Text("x") })
        let path = try #require(outside.keys.first)
        #expect(outside.count == 1)
        #expect(path.split(separator: "/").count == 2)
        #expect(!path.split(separator: "/").contains { $0 == ".." || $0 == "." })
    }

    @Test @MainActor func scenariosWithoutAFeatureGoUnderScenarios() async throws {
        let files = try await recorded(Scenario("solo", formats: .ascii) { Text("x") })
        #expect(files.keys.sorted() == ["Scenarios/solo.txt"])
    }

    @Test @MainActor func providerNamesTheFeatureFolder() async throws {
        let catalog = ScenarioCatalog([RunnerShelfScenarios.self])
        #expect(catalog.all.map(\.id) == ["RunnerShelf/loaded"])
        #expect(try catalog.snapshotFiles() == ["RunnerShelf/loaded.txt", "RunnerShelf/loaded.html"])
        let files = try await recorded(catalog.all[0])
        #expect(files.keys.sorted() == ["RunnerShelf/loaded.html", "RunnerShelf/loaded.txt"])
    }
}

enum RunnerShelfScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [Scenario("loaded") { RunnerItemsView(state: RunnerItemScenarios.loaded()) }]
    }
}
