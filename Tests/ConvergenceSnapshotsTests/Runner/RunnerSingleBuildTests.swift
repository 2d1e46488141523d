import Convergence
import ConvergenceSnapshots
import Foundation
import Testing

/// A scenario whose files all match is built once; anything else is built twice before a file is written.
@Suite struct RunnerSingleBuildTests {
    /// Counts constructions, so a test can tell how often the runner built its scenario.
    @MainActor final class Constructions {
        var count = 0
    }

    @Test @MainActor func matchingFilesPassAfterOneConstruction() async throws {
        try await RunnerTestFolder.with { folder in
            let constructions = Constructions()
            let scenario = Scenario("counted", feature: "Items") {
                constructions.count += 1
                return Text("Hello")
            }
            let recorded = await folder.runner(.missing).run(scenario)
            #expect(recorded.status == .recorded)
            #expect(constructions.count == 2, "recording builds the scenario twice (the determinism check)")
            constructions.count = 0
            let verified = await folder.runner(.never).run(scenario)
            #expect(verified.status == .passed)
            #expect(constructions.count == 1, "a render equal to its recording needs no second construction")
        }
    }

    @Test @MainActor func aChangedRenderIsCheckedForNondeterminismBeforeItIsReported() async throws {
        try await RunnerTestFolder.with { folder in
            let constructions = Constructions()
            let scenario = Scenario("counted", feature: "Items", formats: .ascii) {
                constructions.count += 1
                return Text("Hello")
            }
            try folder.put("Goodbye\n", at: "Items/counted.txt")
            let result = await folder.runner(.never).run(scenario)
            #expect(result.status == .changed)
            #expect(constructions.count == 2)
        }
    }

    @Test @MainActor func nondeterminismIsReportedWhenTheRecordingNoLongerMatches() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("receipts", feature: "Items", formats: .ascii) {
                RunnerItemsView(state: RunnerItemScenarios.receipts(), showsIDs: true)
            }
            try folder.put("Receipt #old\n", at: "Items/receipts.txt")
            let result = await folder.runner(.never).run(scenario)
            #expect(result.status == .nondeterministic)
            // Nothing is left pending: a nondeterministic render is not a change to review.
            #expect(!FileManager.default.fileExists(atPath: folder.store.root.path + "/Items/receipts.txt.new"))
        }
    }

    @Test @MainActor func aPassingRunRemovesAStalePendingRender() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("hello", feature: "Items", formats: .ascii) { Text("Hello") }
            try folder.put("Hello\n", at: "Items/hello.txt")
            try folder.put("Hi\n", at: "Items/hello.txt.new")
            let result = await folder.runner(.never).run(scenario)
            #expect(result.status == .passed)
            #expect(!FileManager.default.fileExists(atPath: folder.store.root.path + "/Items/hello.txt.new"))
        }
    }

    @Test @MainActor func aFolderInPlaceOfAPendingRenderIsLeftAlone() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("hello", feature: "Items", formats: .ascii) { Text("Hello") }
            try folder.put("Hello\n", at: "Items/hello.txt")
            try FileManager.default.createDirectory(
                atPath: folder.store.root.path + "/Items/hello.txt.new", withIntermediateDirectories: true)
            let result = await folder.runner(.never).run(scenario)
            #expect(result.status == .passed)
            var isDirectory: ObjCBool = false
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.store.root.path + "/Items/hello.txt.new", isDirectory: &isDirectory)
                    && isDirectory.boolValue)
        }
    }

    @Test @MainActor func aFileThatOnlyStartsLikeTheRenderDoesNotPass() async throws {
        try await RunnerTestFolder.with { folder in
            let scenario = Scenario("hello", feature: "Items", formats: .ascii) { Text("Hello") }
            for recorded in ["Hello\n\n", "Hello", "", "Hellp\n"] {
                try folder.put(recorded, at: "Items/hello.txt")
                let result = await folder.runner(.never).run(scenario)
                #expect(result.status == .changed, "\(recorded.debugDescription)")
            }
        }
    }
}
