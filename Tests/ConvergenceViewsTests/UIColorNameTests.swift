import Convergence
import Testing

@Suite struct UIColorNameTests {
    @Test @MainActor func uiKitColourNamesBecomeColoursNamedInHTML() {
        let view = VStack {
            Text("Card").foregroundStyle(Color(.secondaryLabel))
            Text("Panel").foregroundStyle(Color(uiColor: .systemGray6))
        }
        #expect(ascii(view) == "Card\nPanel")
        let html = view.render(.html)
        #expect(html.contains("secondary-label"))
        #expect(html.contains("system-gray6"))
    }
}
