import ConvergenceRendering
import ConvergenceTree
import Testing

@Suite struct AccessibilityOutlineTests {
    func text(_ content: String) -> Node { .text(TextNode(content)) }

    func outline(_ node: Node) -> String { NodeRenderer.render(node, as: .accessibilityOutline) }

    @Test func controlsReadWithRoleNameValueAndState() {
        let screen = Node.navigation(
            NavigationNode(
                title: "Inbox",
                content: .stack(
                    StackNode(
                        axis: .vertical,
                        children: [
                            .textField(TextFieldNode(title: "Email", text: "ada@example.com", edit: .none)),
                            .textField(TextFieldNode(title: "Password", text: "secret", isSecure: true, edit: .none)),
                            .textField(TextFieldNode(title: "Name", prompt: "Your name", text: "", edit: .none)),
                            .toggle(ToggleNode(label: text("Wi-Fi"), isOn: true, set: .none)),
                            .toggle(ToggleNode(label: text("Bluetooth"), isOn: false, isDisabled: true, set: .none)),
                            .divider, .spacer(SpacerNode()),
                            .button(ButtonNode(label: text("Retry"), action: .none)),
                            .button(
                                ButtonNode(label: text("Delete"), role: .destructive, isDisabled: true, action: .none)),
                            .button(ButtonNode(label: .image(ImageNode(systemName: "trash")), action: .none)),
                            .progress(ProgressNode(label: text("Loading"), fraction: nil)),
                            .progress(ProgressNode(fraction: 0.4)),
                        ]))))
        #expect(
            outline(screen) == #"""
                heading 1 "Inbox"
                textbox "Email" value="ada@example.com"
                textbox "Password" secure value="••••••"
                textbox "Name" placeholder="Your name"
                switch "Wi-Fi" on
                switch "Bluetooth" off disabled
                button "Retry"
                button "Delete" destructive disabled
                button "trash"
                progressbar "Loading" busy
                progressbar value="40%"

                """#)
    }

    @Test func listRowsAreOneIndentedLineEachAndALabelNamesTheList() {
        let rows = [
            text("Apple"),
            .stack(StackNode(axis: .horizontal, children: [text("Pear"), .spacer(SpacerNode()), text("3 kg")])),
            .empty,
        ]
        let list = Node.accessibility(
            AccessibilityNode(label: "Inbox", content: .list(ListNode(sections: [SectionNode(rows: rows)]))))
        #expect(
            outline(list) == #"""
                list "Inbox" 2 items
                  text "Apple"
                  text "Pear", text "3 kg"

                """#)
        let sectioned = Node.list(
            ListNode(sections: [
                SectionNode(header: text("Fruit"), rows: [text("Apple")], footer: text("Seasonal only.")),
                SectionNode(rows: [text("Kale")]),
            ]))
        #expect(
            outline(sectioned) == #"""
                list 2 items
                  heading 2 "Fruit"
                    text "Apple"
                    footer "Seasonal only."
                  text "Kale"

                """#)
    }

    @Test func hiddenAndDecorativeContentLeavesNoLineAndLabelsRename() {
        let node = Node.stack(
            StackNode(
                axis: .vertical,
                children: [
                    .accessibility(AccessibilityNode(isHidden: true, content: text("Secret"))),
                    .hidden(text("Invisible")),
                    .shape(ShapeNode(kind: .circle)),
                    .accessibility(
                        AccessibilityNode(
                            label: "Close", hint: "Dismisses the sheet",
                            content: .button(ButtonNode(label: .image(ImageNode(systemName: "xmark")), action: .none)))),
                    .accessibility(AccessibilityNode(value: "3 of 5", content: text("Rating"))),
                ]))
        #expect(
            outline(node) == #"""
                button "Close" hint="Dismisses the sheet"
                text "Rating" value="3 of 5"

                """#)
    }

    @Test func aModalLayerHidesTheScreenBelowIt() {
        let node = Node.presentation(
            PresentationNode(
                kind: .alert, base: .button(ButtonNode(label: text("Under"), action: .none)),
                content: .stack(
                    StackNode(
                        axis: .vertical,
                        children: [text("Delete file?"), .button(ButtonNode(label: text("OK"), action: .none))]))))
        #expect(
            outline(node) == #"""
                alert
                  text "Delete file?"
                  button "OK"

                """#)
    }

    @Test func namesWithQuotesAndLineBreaksStayOnOneLine() {
        #expect(outline(text("Say \"hi\"\nthen\\go")) == #"text "Say \"hi\"\nthen\\go""# + "\n")
        #expect(outline(.empty) == "")
        #expect(RenderFormat.accessibilityOutline.fileExtension == "a11y")
    }
}
