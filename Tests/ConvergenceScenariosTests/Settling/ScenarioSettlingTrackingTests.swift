import Convergence
import Testing

/// Settling waits for work started where no `.task` or action is: a model's initializer, a body.
@Suite struct ScenarioSettlingTrackingTests {
    /// Loads in a task its initializer starts, taking many main-actor turns (as a chain of async calls does).
    @MainActor @Observable final class SlowStartModel {
        var status = "loading"

        init(turns: Int) {
            Task { @MainActor in
                for _ in 0..<turns { await Task.yield() }
                self.status = "loaded after \(turns) turns"
            }
        }
    }

    struct StatusView: View {
        let model: SlowStartModel
        var body: some View { Text(model.status) }
    }

    @Test(arguments: [1, 60]) @MainActor func aTaskTheConstructionStartsIsWaitedFor(turns: Int) async throws {
        // More turns than the old quiet rounds (3 of 8 yields) gave; a long timeout, as parallel tests share the
        // main actor.
        let text = try await Scenario("slow", settleTimeout: .seconds(120)) {
            StatusView(model: SlowStartModel(turns: turns))
        }
        .render(.ascii(width: 40))
        #expect(text == "loaded after \(turns) turns\n")
    }

    /// A `@StateObject`-style model created while the view resolves, starting its load in its initializer.
    struct OwningView: View {
        @State private var model = SlowStartModel(turns: 60)
        var body: some View { Text(model.status) }
    }

    @Test @MainActor func aTaskAStateInitializerStartsIsWaitedFor() async throws {
        let text = try await Scenario("owning", settleTimeout: .seconds(120)) { OwningView() }.render(.ascii(width: 40))
        #expect(text == "loaded after 60 turns\n")
    }
}
