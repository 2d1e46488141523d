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

@Suite struct AccessibilityAnnotationTests {
    @Test @MainActor func hiddenValueAndHintReachTheHTMLAndChangeNoText() {
        let view = VStack {
            Image(systemName: "star").accessibilityHidden(true)
            Text("Volume").accessibilityValue("40 percent").accessibilityHint("Adjusts the sound")
            Text("Old").accessibility(hint: Text("Older spelling"))
        }
        #expect(
            ascii(view)
                == ascii(
                    VStack {
                        Image(systemName: "star")
                        Text("Volume")
                        Text("Old")
                    }))
        let html = view.render(.html)
        #expect(html.contains(#"aria-hidden="true""#))
        #expect(html.contains(#"data-accessibility-value="40 percent""#))
        #expect(html.contains(#"data-accessibility-hint="Adjusts the sound""#))
        #expect(html.contains(#"data-accessibility-hint="Older spelling""#))
    }
}

#if !(canImport(Darwin) && canImport(AppKit))
    @Suite struct NSColorNameTests {
        @Test @MainActor func appKitColourNamesBecomeColoursNamedInHTML() {
            let view = VStack {
                Text("Pane").foregroundStyle(Color(NSColor.secondaryLabelColor))
                Text("Well").foregroundStyle(Color(nsColor: .controlBackgroundColor.withAlphaComponent(0.5)))
            }
            #expect(ascii(view) == "Pane\nWell")
            let html = view.render(.html)
            #expect(html.contains("secondary-label"))
            #expect(html.contains("control-background-50"), "\(html)")
        }
    }
#endif
