import Convergence
import ConvergenceRuntime
import ConvergenceSupport
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

/// How far down the tree an environment value set at the root is read.
private struct OutlineMarkerKey: EnvironmentKey {
    static let defaultValue = "unset"
}

extension EnvironmentValues {
    fileprivate var outlineMarker: String {
        get { self[OutlineMarkerKey.self] }
        set { self[OutlineMarkerKey.self] = newValue }
    }
}

/// A recursive view with `@State` and an `@Environment` value at every level, and a modifier between levels.
private struct StatefulOutline: View {
    let depth: Int
    @State private var visits = 1
    @Environment(\.outlineMarker) private var marker

    var body: some View {
        if depth == 0 {
            Text("leaf \(marker) \(visits)")
        } else {
            VStack(alignment: .leading) {
                Text("\(depth)")
                StatefulOutline(depth: depth - 1).padding(0)
            }
        }
    }
}

/// How deep the trees of these tests are: ten thousand levels, or two thousand under ThreadSanitizer, whose record of
/// a thread's calls (about 65,000 frames) a recursive view ten thousand levels deep would overflow.
let deepTestDepth = StackGuard.runsUnderThreadSanitizer ? 2_000 : 10_000

/// A button ten thousand levels down that counts taps kept at the root.
private struct DeepCounter: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            DeepButton(depth: deepTestDepth, taps: $taps)
        }
    }
}

private struct DeepButton: View {
    let depth: Int
    @Binding var taps: Int
    var body: some View {
        if depth == 0 {
            Button("Deepest") { taps += 1 }
        } else {
            DeepButton(depth: depth - 1, taps: $taps).padding(0)
        }
    }
}

/// View trees far deeper than the main thread's stack holds resolve and render in both formats: resolution moves to
/// fresh stacks of the same thread when the stack runs short. Past the limit of those, the scenario fails alone with a
/// message naming it and the depth reached.
@Suite struct DeepViewTreeStressTests {
    static let formats = [RenderFormat.ascii(width: 40), .html]

    @Test(arguments: formats)
    @MainActor func aViewNestedTenThousandLevelsRenders(format: RenderFormat) async throws {
        let text = try await Scenario("outline", feature: "Deep") { NestedOutline(depth: deepTestDepth) }.render(format)
        let levels = text.split(separator: "\n").filter { $0.contains("level ") }
        #expect(levels.count == deepTestDepth)
        #expect(levels.first?.contains("level \(deepTestDepth)") == true)
        #expect(levels.last?.contains("level 1") == true)
        #expect(text.contains("leaf"))
    }

    @Test(arguments: formats)
    @MainActor func stateAndEnvironmentReachTheBottomOfADeepTree(format: RenderFormat) async throws {
        let scenario = Scenario("stateful", feature: "Deep") {
            StatefulOutline(depth: deepTestDepth).environment(\.outlineMarker, "set at the root")
        }
        let text = try await scenario.render(format)
        #expect(text.contains("leaf set at the root 1"), "\(text.suffix(300))")
        #expect(text.split(separator: "\n").count >= deepTestDepth)
    }

    @Test @MainActor func aModifierChainTenThousandLongRendersLikeItsContent() async throws {
        var view = AnyView(Text("chained"))
        for _ in 0..<deepTestDepth { view = AnyView(view.layoutPriority(1)) }
        let chained = view
        for format in Self.formats {
            let deep = try await Scenario("chain", feature: "Deep") { chained }.render(format)
            #expect(deep == (try await Scenario("flat", feature: "Deep") { Text("chained") }.render(format)))
        }
    }

    @Test @MainActor func stepsFindAndTapAControlAtTheBottomOfADeepTree() async throws {
        let scenario = Scenario("counter", feature: "Deep", steps: [.tap("Deepest"), .tap("Deepest")]) {
            DeepCounter()
        }
        let frames = try await scenario.frames()
        let counts = frames.map { $0.render(.ascii(width: 30)).firstMatch(of: /Taps: (\d+)/).map { String($0.1) } }
        #expect(counts == ["0", "1", "2"])
        #expect(frames.last?.controls.map(\.title) == ["Deepest"])
    }

    @Test(arguments: formats)
    @MainActor func pastTheLastStackADeepTreeFailsAloneNamingItsDepth(format: RenderFormat) async throws {
        let scenario = Scenario("outline", feature: "Deep") { NestedOutline(depth: 10_000) }
        try await StackGuard.$newStacksAllowed.withValue(0) {
            do {
                _ = try await scenario.render(format)
                Issue.record("a tree ten thousand levels deep resolved on the main thread's stack alone")
            } catch let error as ScenarioError {
                let message = error.description
                #expect(message.hasPrefix("Scenario Deep/outline cannot be rendered: NestedOutline is nested too deep"))
                let depth = try #require(message.firstMatch(of: /: (\d+) levels of views and modifiers/)?.1)
                #expect((Int(depth) ?? 0) > 100, "\(message)")
            }
            #expect(try await Scenario("shallow") { NestedOutline(depth: 3) }.render(format).contains("level 3"))
        }
    }

    @Test @MainActor func aRunRecordsADeepScenarioBesideTheOthers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DeepViewTree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = ScenarioCatalog(scenarios: [
            Scenario("deep", feature: "Deep") { NestedOutline(depth: deepTestDepth) },
            Scenario("shallow", feature: "Deep") { NestedOutline(depth: 5) },
        ])
        let store = SnapshotStore(root: folder)
        let run = await SnapshotRunner(store: store, mode: .missing).run(catalog)
        #expect(run.scenarios.map(\.status) == [.recorded, .recorded])
        let recorded = try String(contentsOf: folder.appendingPathComponent("Deep/deep.txt"), encoding: .utf8)
        #expect(recorded.hasPrefix("level \(deepTestDepth)\nlevel \(deepTestDepth - 1)\n"))
        let again = await SnapshotRunner(store: store, mode: .never).run(catalog)
        #expect(again.scenarios.map(\.status) == [.passed, .passed])
    }
}
