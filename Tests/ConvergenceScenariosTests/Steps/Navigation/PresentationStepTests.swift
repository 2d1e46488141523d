import Convergence
import Testing

@Suite struct PresentationStepTests {
    struct Composer: View {
        @State private var showsSheet = false
        @State private var dismissals = 0
        var locked = false
        var body: some View {
            VStack {
                Text("Dismissed \(dismissals)")
                Button("Compose") { showsSheet = true }
            }
            .sheet(
                isPresented: $showsSheet, onDismiss: { dismissals += 1 },
                content: { Draft().interactiveDismissDisabled(locked) })
        }
    }

    struct Draft: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "Presented" : "Not presented")
                Button("Send") { dismiss() }
            }
        }
    }

    @Test @MainActor func aSheetCoversTheScreenInAPanel() async throws {
        let frames = try await Scenario("sheet", steps: [.tap("Compose")]) { Composer() }.frames()
        #expect(
            frames[1].render(.ascii(width: 20)) == #"""
                +- sheet ----------+
                |Presented         |
                |[ Send ]          |
                +------------------+

                """#)
    }

    @Test @MainActor func dismissInsideSetsTheBindingBackAndRunsOnDismissOnce() async throws {
        let frames = try await Scenario("send", steps: [.tap("Compose"), .tap("Send")]) { Composer() }.frames()
        #expect(frames[2].render(.ascii(width: 20)).hasPrefix("Dismissed 1\n"))
    }

    @Test @MainActor func theDismissStepSwipesASheetAwayUnlessItRefuses() async throws {
        let frames = try await Scenario("swipe", steps: [.tap("Compose"), .dismiss]) { Composer() }.frames()
        #expect(frames[2].render(.ascii(width: 20)).contains("[ Compose ]"))
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("locked", steps: [.tap("Compose"), .dismiss]) { Composer(locked: true) }.frames()
        }
        #expect(error?.description.contains("interactiveDismissDisabled") == true)
    }

    @Test @MainActor func controlsUnderASheetCannotBeTapped() async throws {
        let error = await #expect(throws: ScenarioError.self) {
            try await Scenario("under", steps: [.tap("Compose"), .tap("Compose")]) { Composer() }.frames()
        }
        #expect(error?.description.contains("button \"Send\"") == true)
    }

    struct Deleter: View {
        @State private var asking = false
        @State private var items = ["a", "b"]
        var body: some View {
            VStack {
                Text("Items: \(items.count)")
                Text("one")
                Text("two")
                Text("three")
                Text("four")
                Text("five")
                Button("Delete All") { asking = true }
            }
            .alert("Delete all?", isPresented: $asking) {
                Button("Delete", role: .destructive) { items.removeAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("No undo.")
            }
        }
    }

    @Test @MainActor func anAlertFloatsOverTheScreenAndAButtonRunsAndCloses() async throws {
        let frames = try await Scenario("alert", layout: .sizeThatFits, steps: [.tap("Delete All"), .tap("Delete")]) {
            Deleter()
        }
        .frames()
        #expect(
            frames[1].render(.ascii(width: 30)) == #"""
                   Items: 2
                  +------------------------+
                  |      Delete all?       |
                  |        No undo.        |
                  | [ Delete ]  [ Cancel ] |
                  +------------------------+
                [ Delete All ]

                """#)
        #expect(frames[2].render(.ascii(width: 30)).hasPrefix("   Items: 0\n"))
        #expect(!frames[2].render(.ascii(width: 30)).contains("Delete all?"))
    }

    @Test @MainActor func anAlertWithoutButtonsHasOK() async throws {
        struct Notice: View {
            @State private var shows = true
            var body: some View { Text("Base").alert("Saved", isPresented: $shows) {} }
        }
        let frames = try await Scenario("ok", steps: [.tap("OK")]) { Notice() }.frames()
        #expect(frames[0].render(.ascii(width: 20)).contains("[ OK ]"))
        #expect(frames[1].render(.ascii(width: 20)) == "Base\n")
    }

    @Test @MainActor func aDialogAddsCancelAndSitsUnderTheScreen() async throws {
        struct Share: View {
            @State private var asks = true
            var body: some View {
                Text("Photo").confirmationDialog("Share", isPresented: $asks) { Button("Mail") {} }
            }
        }
        let text = try await Scenario("dialog") { Share() }.render(.ascii(width: 20))
        #expect(
            text == #"""
                Photo
                   +------------+
                   |  [ Mail ]  |
                   | [ Cancel ] |
                   +------------+

                """#)
    }

    @Test @MainActor func theOlderAlertRunsItsButtonsAction() async throws {
        struct Old: View {
            @State private var shows = true
            @State private var answer = "none"
            var body: some View {
                Text(answer).alert(isPresented: $shows) {
                    Alert(
                        title: Text("Sure?"), primaryButton: .default(Text("Yes")) { answer = "yes" },
                        secondaryButton: .cancel())
                }
            }
        }
        let frames = try await Scenario("old", steps: [.tap("Yes")]) { Old() }.frames()
        #expect(frames[1].render(.ascii(width: 20)) == "yes\n")
    }

    @Test @MainActor func aSheetPresentsASheetOverItAndEachDismissesItsOwn() async throws {
        struct Second: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close second") { dismiss() } }
        }
        struct First: View {
            @State private var showsSecond = false
            var body: some View {
                Button("Open second") { showsSecond = true }.sheet(isPresented: $showsSecond) { Second() }
            }
        }
        struct Root: View {
            @State private var showsFirst = false
            var body: some View {
                Button("Open first") { showsFirst = true }.sheet(isPresented: $showsFirst) { First() }
            }
        }
        let frames = try await Scenario(
            "stacked", steps: [.tap("Open first"), .tap("Open second"), .tap("Close second"), .dismiss]
        ) { Root() }
        .frames()
        // The second sheet is drawn inside the first, which it covers.
        #expect(frames[2].render(.ascii(width: 24)).contains("|+- sheet ------------+|\n||[ Close second ]"))
        #expect(!frames[2].render(.ascii(width: 24)).contains("Open second"))
        #expect(frames[3].render(.ascii(width: 24)).contains("[ Open second ]"))
        #expect(frames[4].render(.ascii(width: 24)) == "[ Open first ]\n")
    }

    @Test @MainActor func anAlertAttachedToARowCoversTheWholeScreen() async throws {
        struct Rows: View {
            @State private var asking = false
            var body: some View {
                List {
                    Text("Header row")
                    Button("Remove") {}.alert("Remove it?", isPresented: $asking) {}
                        .onAppear { asking = true }
                }
            }
        }
        let text = try await Scenario("row") { Rows() }.render(.ascii(width: 30))
        #expect(text.hasPrefix("Header row\n"))
        #expect(text.contains("Remove it?"))
        #expect(!text.contains("|Header row"))
    }

    @Test @MainActor func theHTMLPutsALayerInAnOpenDialog() async throws {
        let html = try await Scenario("html", steps: [.tap("Compose")]) { Composer() }.frames()[1].render(.html)
        #expect(html.contains(#"<dialog class="sheet" open>"#))
    }
}
