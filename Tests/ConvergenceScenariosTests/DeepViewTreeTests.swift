import Convergence
import Foundation
import Testing

/// An outline that nests itself `depth` times: the recursive view of issue 13.
struct NestedOutline: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            VStack(alignment: .leading) {
                Text("level \(depth)")
                NestedOutline(depth: depth - 1)
            }
        }
    }
}

/// A view tree deeper than the main thread's stack fails its own scenario with a message naming it and the depth
/// reached; the process, and every other scenario, carry on.
@Suite struct DeepViewTreeTests {
    @Test(arguments: [RenderFormat.ascii(width: 40), .html])
    @MainActor func aViewNestedTenThousandLevelsFailsAloneNamingItsDepth(format: RenderFormat) async throws {
        let scenario = Scenario("outline", feature: "Deep") { NestedOutline(depth: 10_000) }
        do {
            _ = try await scenario.render(format)
            Issue.record("a tree ten thousand levels deep resolved on the main thread")
        } catch let error as ScenarioError {
            let message = error.description
            #expect(message.hasPrefix("Scenario Deep/outline cannot be rendered: NestedOutline is nested too deep"))
            let depth = try #require(message.firstMatch(of: /: (\d+) levels of views and modifiers/)?.1)
            #expect((Int(depth) ?? 0) > 100, "\(message)")
        }
        #expect(try await Scenario("shallow") { NestedOutline(depth: 3) }.render(format).contains("level 3"))
    }

    @Test @MainActor func aModifierChainTenThousandLongFailsAlone() async throws {
        var view = AnyView(Text("chained"))
        for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
        let chained = view
        await #expect(throws: ScenarioError.self) {
            try await Scenario("chain", feature: "Deep") { chained }.render(.html)
        }
    }

    @Test @MainActor func aRunWithADeepScenarioReportsItAndPassesTheOthers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DeepViewTree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = ScenarioCatalog(scenarios: [
            Scenario("deep", feature: "Deep") { NestedOutline(depth: 10_000) },
            Scenario("shallow", feature: "Deep") { NestedOutline(depth: 5) },
        ])
        let run = await SnapshotRunner(store: SnapshotStore(root: folder), mode: .missing).run(catalog)
        #expect(run.scenarios.map(\.status) == [.failed, .recorded])
        #expect(run.scenarios[0].failureMessage?.contains("Deep/deep cannot be rendered") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Deep/deep.txt").path))
    }
}
