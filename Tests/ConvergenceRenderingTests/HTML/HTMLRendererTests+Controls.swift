import ConvergenceRendering
import ConvergenceTree
import Testing

/// One test per control node kind, in their own element (not degraded: see the context tests for that).
extension HTMLRendererTests {
    @Test func buttonIsATypedButtonWithRoleAndDisabledState() {
        #expect(
            render(.button(ButtonNode(label: text("Delete"), role: .destructive, isDisabled: true, action: .none)))
                == #"""
                <button type="button" data-role="destructive" disabled><span class="text">Delete</span></button>

                """#)
    }

    @Test func progressShowsFractionAndPercentInsideItsLabel() {
        #expect(
            render(.progress(ProgressNode(label: text("Loading"), fraction: 0.5))) == #"""
                <label class="progress">
                  <span class="text">Loading</span>
                  <progress max="1" value="0.5">50%</progress>
                </label>

                """#)
        #expect(render(.progress(ProgressNode())) == #"<progress max="1"></progress>"# + "\n")
    }

    @Test func textFieldIsALabelledInputAndSecureFieldsAreMasked() {
        #expect(
            render(.textField(TextFieldNode(title: "Name", prompt: "Your name", text: "Ada", edit: .none))) == #"""
                <label class="text-field">
                  <span>Name</span>
                  <input type="text" value="Ada" placeholder="Your name">
                </label>

                """#)
        #expect(
            render(.textField(TextFieldNode(title: "Password", text: "hunter2", isSecure: true, edit: .none))) == #"""
                <label class="text-field">
                  <span>Password</span>
                  <input type="password" value="•••••••">
                </label>

                """#)
    }

    @Test func toggleIsACheckboxInALabel() {
        #expect(
            render(.toggle(ToggleNode(label: text("Wi-Fi"), isOn: true, set: .none))) == #"""
                <label class="toggle">
                  <input type="checkbox" checked>
                  <span class="text">Wi-Fi</span>
                </label>

                """#)
    }

    @Test func pickerIsASelectWithTheChosenOptionSelected() {
        let options = ["Light", "Dark"].map { PickerOption(label: text($0), title: $0) }
        let node = Node.picker(
            PickerNode(label: text("Theme"), options: options, selectedIndex: 1, style: .segmented, select: .none))
        #expect(
            render(node) == #"""
                <label class="picker" data-style="segmented">
                  <span class="text">Theme</span>
                  <select>
                    <option>Light</option>
                    <option selected>Dark</option>
                  </select>
                </label>

                """#)
    }
}
