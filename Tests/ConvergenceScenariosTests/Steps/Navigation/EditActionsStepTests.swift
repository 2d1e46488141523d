import Convergence
import Testing

@Suite struct EditActionsStepTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    struct Chores: View {
        @State var chores = [
            Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins"),
        ]
        let actions: EditActions<[Chore]>
        var body: some View {
            NavigationStack {
                List($chores, editActions: actions) { $chore in
                    Toggle(chore.title, isOn: $chore.done)
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test @MainActor func deleteAndMoveStepsChangeTheBoundArray() async throws {
        let frames = try await Scenario("all", steps: [.delete(row: "Laundry"), .move(row: "Dishes", toOffset: 2)]) {
            Chores(actions: .all)
        }
        .frames()
        #expect(!frames[1].render(.ascii(width: 24)).contains("Laundry"))
        #expect(frames[2].render(.ascii(width: 24)).contains("Bins\n------------------------\n[ ] Dishes"))
    }

    @Test @MainActor func aSwipeOffersDeleteOnlyWhenDeleteIsAnAction() async throws {
        let deletable = try await Scenario("delete", steps: [.swipe(row: "Bins"), .tap("Delete")]) {
            Chores(actions: .delete)
        }
        .frames()
        #expect(!deletable[2].render(.ascii(width: 30)).contains("Bins"))

        await #expect(throws: ScenarioError.self) {
            try await Scenario("move only", steps: [.delete(row: "Bins")]) { Chores(actions: .move) }.frames()
        }
    }

    @Test @MainActor func aToggledRowWritesItsElementThroughTheBinding() async throws {
        let frames = try await Scenario("toggle", steps: [.toggle("Laundry")]) { Chores(actions: .all) }.frames()
        #expect(frames[1].render(.ascii(width: 24)).contains("[x] Laundry"))
    }

    @Test @MainActor func editModeShowsTheMarksTheActionsAllow() async throws {
        let frames = try await Scenario("edit", steps: [.tap("Edit")]) { Chores(actions: .all) }.frames()
        #expect(frames[1].render(.ascii(width: 24)).contains("(-) [ ] Dishes"))
    }

    @Test func editActionsCombineAsAnOptionSet() {
        #expect(EditActions<[Int]>.all == [.move, .delete])
        #expect(!EditActions<[Int]>.move.contains(.delete))
    }
}
