import Convergence
import Testing

@Suite struct ListEditingStepTests {
    struct Groceries: View {
        @State var items = ["Eggs", "Milk", "Tea"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test @MainActor func editModeShowsDeleteAndMoveMarks() async throws {
        let frames = try await Scenario("edit", steps: [.tap("Edit")]) { Groceries() }.frames()
        #expect(
            frames[1].render(.ascii(width: 20)) == #"""
                            [ Done ]
                ====================
                (-) Eggs           =
                --------------------
                (-) Milk           =
                --------------------
                (-) Tea            =

                """#)
    }

    @Test @MainActor func deleteAndMoveStepsGoThroughTheListsActions() async throws {
        let frames = try await Scenario("edit", steps: [.delete(row: "Milk"), .move(row: "Eggs", toOffset: 2)]) {
            Groceries()
        }
        .frames()
        #expect(frames[1].render(.ascii(width: 20)).contains("Eggs\n--------------------\nTea"))
        #expect(frames[2].render(.ascii(width: 20)).contains("Tea\n--------------------\nEggs"))
    }

    @Test @MainActor func swipingARowOfADeletableListShowsDelete() async throws {
        let frames = try await Scenario("swipe", steps: [.swipe(row: "Tea"), .tap("Delete")]) { Groceries() }.frames()
        #expect(frames[1].render(.ascii(width: 20)).contains("Tea       [ Delete ]"))
        #expect(!frames[2].render(.ascii(width: 20)).contains("Tea"))
    }

    @Test @MainActor func aRowNobodyNamedIsAnErrorListingTheRows() async throws {
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("typo", steps: [.delete(row: "Bread")]) { Groceries() }.frames()
        }
        #expect(error?.description.contains(#"no row reads "Bread"; the rows are "Eggs", "Milk", "Tea""#) == true)
    }

    @Test @MainActor func aContextMenuOpensUnderItsRowAndClosesAfterAnItem() async throws {
        struct Notes: View {
            @State private var pinned = false
            var body: some View {
                List {
                    Text(pinned ? "Note (pinned)" : "Note").contextMenu { Button("Pin") { pinned = true } }
                }
            }
        }
        let frames = try await Scenario("menu", steps: [.showContextMenu(row: "Note"), .tap("Pin")]) { Notes() }
            .frames()
        #expect(frames[1].render(.ascii(width: 20)) == "Note\n+-------+\n|[ Pin ]|\n+-------+\n")
        #expect(frames[2].render(.ascii(width: 20)) == "Note (pinned)\n")
    }

    @Test @MainActor func aContextMenuValueOpensLikeTheBuilderFormAndNilAttachesNone() async throws {
        struct Notes: View {
            let hasMenu: Bool
            var body: some View {
                List {
                    Text("Note").contextMenu(hasMenu ? ContextMenu { Button("Pin") {} } : nil)
                }
            }
        }
        let shown = try await Scenario("menu", steps: [.showContextMenu(row: "Note")]) { Notes(hasMenu: true) }
            .frames()
        #expect(shown[1].render(.ascii(width: 20)) == "Note\n+-------+\n|[ Pin ]|\n+-------+\n")
        await #expect(throws: ScenarioError.self) {
            try await Scenario("none", steps: [.showContextMenu(row: "Note")]) { Notes(hasMenu: false) }.frames()
        }
    }

    @Test @MainActor func aViewWithAContextMenuKeepsItsWidthBesideOthers() async throws {
        let text = try await Scenario("row") {
            HStack {
                Button("Copy") {}.contextMenu { Button("Copy as Text") {} }
                Button("Paste") {}
            }
        }
        .render(.ascii(width: 30))
        #expect(text == "[ Copy ] [ Paste ]\n")
    }

    @Test func arrayHelpersFollowSwiftUIsOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["c", "d", "b", "a"])
        letters.remove(atOffsets: [0, 2])
        #expect(letters == ["d", "a"])
    }
}
