import Convergence
import Testing

@Suite struct ButtonTests {
    @Test @MainActor func buttonShowsItsTitleInBrackets() {
        #expect(ascii(Button("Retry") {}) == "[ Retry ]")
    }

    @Test @MainActor func disabledButtonShowsItsTitleInBraces() {
        #expect(ascii(Button("Retry") {}.disabled(true)) == "{ Retry }")
    }

    @Test @MainActor func disabledIsRecordedOnTheButtonNode() throws {
        let node = Button("Retry") {}.disabled(true).resolvedNode().node

        #expect(try #require(node.buttons.first).isDisabled)
    }

    @Test @MainActor func disabledFalseLeavesTheButtonEnabled() throws {
        let node = Button("Retry") {}.disabled(false).resolvedNode().node

        #expect(try #require(node.buttons.first).isDisabled == false)
    }

    @Test @MainActor func innerDisabledFalseCannotReEnableInsideADisabledView() {
        let stack = VStack {
            Button("Save") {}.disabled(false)
        }
        .disabled(true)

        #expect(ascii(stack) == "{ Save }")
    }

    @Test @MainActor func disabledAppliesToEveryButtonInside() {
        let stack = HStack {
            Button("Yes") {}
            Button("No") {}
        }
        .disabled(true)

        #expect(stack.resolvedNode().node.buttons.map(\.isDisabled) == [true, true])
    }

    @Test @MainActor func syncActionRunsWhenTheNodeActionIsPerformed() async throws {
        let taps = Recorder(0)
        let node = Button("Tap") { taps.value += 1 }.resolvedNode().node

        await perform(try #require(node.buttons.first).action)

        #expect(taps.value == 1)
    }

    @Test @MainActor func syncActionIsCarriedAsSync() throws {
        let node = Button("Tap") {}.resolvedNode().node

        guard case .sync = try #require(node.buttons.first).action.body else {
            Issue.record("Expected a sync action")
            return
        }
    }

    @Test @MainActor func asyncActionRunsToCompletionThroughItsTask() async throws {
        let log = Recorder<[String]>([])
        let node = Button("Load") {
            log.value.append("started")
            await Task.yield()
            log.value.append("finished")
        }
        .resolvedNode().node
        let action = try #require(node.buttons.first).action
        guard case .async = action.body else {
            Issue.record("Expected an async action")
            return
        }

        await perform(action)

        #expect(log.value == ["started", "finished"])
    }

    @Test @MainActor func actionsCompareEqualSoRendersOfTheSameScreenAreEqual() {
        let one = Button("Same") { print("one") }.resolvedNode().node
        let other = Button("Same") { print("other") }.resolvedNode().node

        #expect(one == other)
    }

    @Test @MainActor func roleIsRecordedOnTheNode() throws {
        let node = Button("Delete", role: .destructive) {}.resolvedNode().node

        #expect(try #require(node.buttons.first).role == .destructive)
    }

    @Test @MainActor func buttonWithSystemImageShowsIconAndTitle() {
        #expect(ascii(Button("Add", systemImage: "plus") {}) == "[ + Add ]")
    }

    @Test @MainActor func buttonWithCustomLabel() {
        let button = Button {
        } label: {
            HStack {
                Image(systemName: "trash")
                Text("Remove")
            }
        }

        #expect(ascii(button) == "[ [X] Remove ]")
    }

    @Test @MainActor func buttonLabelWrapsInsideItsBrackets() {
        #expect(
            ascii(Button("Save all") {}, width: 8) == #"""
                [ Save ]
                [ all  ]
                """#
        )
    }

    @Test @MainActor func bracketsGiveWayWhenTheWidthIsTooSmall() {
        #expect(ascii(Button("OK") {}, width: 4) == "OK")
    }

    @Test @MainActor func buttonStyleIsAcceptedAndChangesNothing() {
        let button = Button("OK") {}

        #expect(button.buttonStyle(.borderedProminent).resolvedNode().node == button.resolvedNode().node)
    }
}

@Suite struct LabelTests {
    @Test @MainActor func labelShowsIconBeforeTitle() {
        #expect(ascii(Label("Favourites", systemImage: "star.fill")) == "* Favourites")
    }

    @Test @MainActor func labelWithUnknownSymbolNamesIt() {
        #expect(ascii(Label("Odd", systemImage: "not.a.symbol")) == "<not.a.symbol> Odd")
    }

    @Test @MainActor func labelResolvesToTitleAndIcon() {
        let node = Label("Home", systemImage: "house").resolvedNode().node

        #expect(node == .label(LabelNode(title: .text(TextNode("Home")), icon: .image(ImageNode(systemName: "house")))))
    }

    @Test @MainActor func titleOnlyStyleShowsJustTheTitle() {
        #expect(
            Label("Home", systemImage: "house").labelStyle(.titleOnly).resolvedNode().node == .text(TextNode("Home")))
    }

    @Test @MainActor func iconOnlyStyleShowsJustTheIcon() {
        #expect(ascii(Label("Home", systemImage: "house").labelStyle(.iconOnly)) == "[^]")
    }

    @Test @MainActor func labelWithCustomTitleAndIcon() {
        let label = Label {
            Text("Alerts").bold()
        } icon: {
            Image(systemName: "bell")
        }

        #expect(ascii(label) == "(o) Alerts")
    }
}
