import Convergence
import Testing

/// Scenario errors are a struct with a stable code per kind, so that a user's `switch` or `catch` never breaks when a
/// kind is added; descriptions and equality are the kinds'.
@Suite struct ScenarioErrorCodeTests {
    @Test func eachKindHasItsOwnStableCode() {
        let errors: [(ScenarioError, ScenarioError.Code)] = [
            (.unsettled(scenario: "A/x", busy: ["load"], timeout: .seconds(2)), .unsettled),
            (.stepFailed(scenario: "A/x", step: "tap", reason: "no control"), .stepFailed),
            (.neverStopsStartingTasks(scenario: "A/x"), .neverStopsStartingTasks),
            (.viewCannotBeShown(scenario: "A/x", reasons: ["no model"]), .viewCannotBeShown),
            (
                .nondeterministic(scenario: "A/x", frame: "first frame", line: 2, first: "a", second: "b"),
                .nondeterministic
            ),
            (.previewFailed(scenario: "A/x", reason: "threw"), .previewFailed),
            (.crashed(scenario: "A/x", kind: "trap", message: "Fatal error"), .crashed),
            (.timedOut(scenario: "A/x", message: "held"), .timedOut),
        ]
        for (error, code) in errors {
            #expect(error.code == code)
            #expect(error.description.contains("A/x"))
        }
        #expect(Set(errors.map(\.1.rawValue)).count == errors.count)
        #expect(ScenarioError.timedOut(scenario: "A/x", message: "held").isTimeout)
        #expect(!ScenarioError.crashed(scenario: "A/x", kind: "trap", message: "").isTimeout)
    }

    @Test @MainActor func aUserMatchesARealFailureOnItsCode() async {
        struct Varying: View {
            var body: some View { Text("\(Int.random(in: 0...Int.max))") }
        }
        do {
            _ = try await Scenario("varying", feature: "Codes") { Varying() }.deterministicFrames()
            Issue.record("two different renders passed the determinism check")
        } catch let error as ScenarioError where error.code == .nondeterministic {
            #expect(error.description.contains("Codes/varying"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
