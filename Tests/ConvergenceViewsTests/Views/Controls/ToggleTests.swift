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

@Suite struct LabelsHiddenTests {
    @Test @MainActor func labelsHiddenDrawsControlsWithoutTheirLabels() {
        let controls = VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: .constant(true))
            Picker("Flavour", selection: .constant(1)) { Text("Mint").tag(1) }
            DatePicker(
                "Day", selection: .constant(Date(timeIntervalSince1970: 1_767_225_600)), displayedComponents: .date)
            ColorPicker("Accent", selection: .constant(.blue))
        }

        #expect(
            ascii(controls.labelsHidden()) == #"""
                [x]
                [Mint v]
                [Jan 1, 2026]
                [blue]
                """#
        )
        #expect(
            ascii(controls.labelsVisibility(.visible).labelsHidden()) == ascii(controls), "the nearer modifier wins")
    }

    @Test @MainActor func aHiddenLabelStillNamesTheControl() async throws {
        let view = Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()

        #expect(view.render(.accessibilityOutline) == "switch \"Wi-Fi\" off\n")
        #expect(view.render(.html).contains("Wi-Fi"))
    }
}
