import Convergence
import Testing

@Suite struct ToggleTests {
    @Test @MainActor func onToggleShowsACheckedBoxBeforeItsLabel() {
        #expect(ascii(Toggle("Wi-Fi", isOn: .constant(true))) == "[x] Wi-Fi")
    }

    @Test @MainActor func offToggleShowsAnEmptyBox() {
        #expect(ascii(Toggle("Wi-Fi", isOn: .constant(false))) == "[ ] Wi-Fi")
    }

    @Test @MainActor func toggleWithCustomLabel() {
        let toggle = Toggle(isOn: .constant(true)) {
            Label("Alarm", systemImage: "bell")
        }

        #expect(ascii(toggle) == "[x] (o) Alarm")
    }

    @Test @MainActor func setInputWritesThroughTheBinding() throws {
        let store = Recorder(false)
        let node = Toggle("Wi-Fi", isOn: store.binding).resolvedNode().node

        try #require(node.toggles.first).set.send(true)

        #expect(store.value)
    }

    @Test @MainActor func resolvesToAToggleNode() throws {
        let toggle = try #require(Toggle("Dark", isOn: .constant(true)).resolvedNode().node.toggles.first)

        #expect(toggle.label == .text(TextNode("Dark")))
        #expect(toggle.isOn)
    }

    @Test @MainActor func toggleStyleIsAcceptedAndChangesNothing() {
        let toggle = Toggle("Dark", isOn: .constant(true))

        #expect(toggle.toggleStyle(.switch).resolvedNode().node == toggle.resolvedNode().node)
    }

    @Test @MainActor func disabledToggleIgnoresInput() throws {
        let store = Recorder(false)
        let node = Toggle("Wi-Fi", isOn: store.binding).disabled(true).resolvedNode().node

        let toggle = try #require(node.toggles.first)
        toggle.set.send(true)

        #expect(toggle.isDisabled)
        #expect(store.value == false)
    }
}
