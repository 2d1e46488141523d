import Convergence
import Testing

/// The seeds' ADR builds fixtures with `UUID()` and `Date()`; the determinism check must catch exactly that.
@Suite struct ScenarioDeterminismTests {
    struct Status: Identifiable {
        let id: String
        let content: String
        let createdAt: Date
    }

    enum StatusMother {
        static func makeStatus(content: String = "Test status", createdAt: Date = Date()) -> Status {
            Status(id: UUID().uuidString, content: content, createdAt: createdAt)
        }
    }

    struct StatusRow: View {
        let status: Status
        var body: some View {
            Text("\(status.content) · \(status.id.prefix(8)) · \(Int(status.createdAt.timeIntervalSince1970 * 1000))")
        }
    }

    @Test @MainActor func fixtureWithUUIDAndDateIsReportedNondeterministicWithTheFirstDifferingLine() async {
        let scenario = Scenario("latest") { StatusRow(status: StatusMother.makeStatus()) }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.deterministicFrames() }
        guard case .nondeterministic(let id, let frame, let line, let first, let second) = error?.reason else {
            Issue.record("expected nondeterministic, got \(String(describing: error))")
            return
        }
        #expect(id == "Scenarios/latest")
        #expect(frame == "first frame, ascii(width: 40)")
        #expect(line == 1)
        #expect(first != second)
        #expect(error?.description.contains("UUID() or Date() in fixtures") == true)
    }

    @Test @MainActor func fixedIDsAndDatesAreDeterministic() async throws {
        let fixed = Status(id: "0000-fixed", content: "Pinned", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let frames = try await Scenario("pinned") { StatusRow(status: fixed) }.deterministicFrames()
        #expect(frames.count == 1)
    }

    @Test @MainActor func sharedMutableStateBetweenRendersIsCaught() async {
        let counter = RenderCounter()
        let scenario = Scenario("counting") { Text("render \(counter.next())") }
        let error = await #expect(throws: ScenarioError.self) { try await scenario.deterministicFrames() }
        #expect(error?.description.contains("render 1") == true)
    }
}

@MainActor
final class RenderCounter: Sendable {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}
