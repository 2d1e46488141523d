import Convergence
import Testing

@Suite struct ListExtrasTests {
    struct Sidebar: View {
        @State private var showsFavorites = true

        var body: some View {
            List {
                Section("Favorites", isExpanded: $showsFavorites) {
                    Text("Inbox")
                    Text("Drafts")
                }
                Section("Tags") { Text("Work") }
            }
        }
    }

    @Test @MainActor func anExpandableSectionsHeaderHidesAndShowsItsRows() async throws {
        let frames = try await Scenario("sidebar", steps: [.tap("Favorites"), .tap("Favorites")]) { Sidebar() }
            .frames()
        let texts = frames.map { $0.render(.ascii(width: 24)) }

        #expect(texts[0].contains("[ v Favorites ]") && texts[0].contains("Drafts"))
        #expect(texts[1].contains("[ > Favorites ]") && !texts[1].contains("Inbox"))
        #expect(texts[1].contains("Work"), "other sections keep their rows")
        #expect(texts[2] == texts[0])
    }

    @Test @MainActor func labeledContentFormatsItsValue() {
        let row = LabeledContent("Total", value: 12.5, format: .currency(code: "USD"))

        #expect(ascii(row, width: 20) == "Total         $12.50")
    }
}
