import Convergence
import Testing

private struct StarredStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("*")
            configuration.label
            Text(configuration.isPressed ? "pressed" : "*")
        }
    }
}

private struct LinkLikeStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) { Text("→") }
    }
}

private struct TitleThenIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Text("/")
            configuration.icon
        }
    }
}

private struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Text(configuration.isOn ? "ON" : "OFF")
            }
        }
    }
}

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

@Suite struct StyleTests {
    @Test @MainActor func aCustomButtonStyleDrawsItsBodyAroundTheLabel() {
        #expect(ascii(Button("Save") {}.buttonStyle(StarredStyle())) == "[ * Save * ]")
    }

    @Test @MainActor func aTapOnAStyledButtonStillRunsItsAction() async throws {
        let tapped = Recorder(0)
        let node = Button("Save") { tapped.value += 1 }.buttonStyle(StarredStyle()).resolvedNode().node

        await perform(try #require(node.buttons.first).action)

        #expect(tapped.value == 1)
    }

    @Test @MainActor func aPrimitiveStyleDrawsTheWholeButtonAndTriggersTheAction() async throws {
        let tapped = Recorder(false)
        let node = Button("Save") { tapped.value = true }.buttonStyle(LinkLikeStyle()).resolvedNode().node

        #expect(ascii(node) == "[ → ]")
        await perform(try #require(node.buttons.first).action)
        #expect(tapped.value)
    }

    @Test @MainActor func builtInButtonStylesKeepTheDefaultLook() {
        let button = Button("Save") {}
        for styled in [
            ascii(button.buttonStyle(.bordered)), ascii(button.buttonStyle(.borderedProminent)),
            ascii(button.buttonStyle(.plain)), ascii(button.buttonStyle(.borderless)),
            ascii(button.buttonStyle(PlainButtonStyle())),
        ] {
            #expect(styled == ascii(button))
        }
    }

    @Test @MainActor func aCustomLabelStyleArrangesTitleAndIcon() {
        #expect(ascii(Label("Home", systemImage: "house").labelStyle(TitleThenIconStyle())) == "Home / [^]")
    }

    @Test @MainActor func builtInLabelStylesByTypeNameMatchTheirStaticMembers() {
        let label = Label("Home", systemImage: "house")

        #expect(ascii(label.labelStyle(IconOnlyLabelStyle())) == ascii(label.labelStyle(.iconOnly)))
        #expect(ascii(label.labelStyle(TitleOnlyLabelStyle())) == "Home")
    }

    @Test @MainActor func aCustomToggleStyleDrawsItsBodyAndFlipsTheBinding() async throws {
        let store = Recorder(false)
        let node = Toggle("Wi-Fi", isOn: store.binding).toggleStyle(WordToggleStyle()).resolvedNode().node

        #expect(ascii(node) == "[ Wi-Fi OFF ]")
        await perform(try #require(node.buttons.first).action)
        #expect(store.value)
    }

    @Test @MainActor func builtInToggleStylesKeepTheCheckbox() {
        let toggle = Toggle("Dark", isOn: .constant(true))

        #expect(toggle.toggleStyle(SwitchToggleStyle()).resolvedNode().node == toggle.resolvedNode().node)
        #expect(ascii(toggle.toggleStyle(.button)) == "[x] Dark")
    }

    @Test @MainActor func aCustomProgressStyleDrawsTheFraction() {
        #expect(ascii(ProgressView(value: 0.25).progressViewStyle(PercentStyle())) == "25%")
        #expect(
            ProgressView(value: 0.5).progressViewStyle(.linear).resolvedNode().node
                == ProgressView(value: 0.5).resolvedNode().node)
    }

    @Test @MainActor func pickerStylesByTypeNameMatchTheirStaticMembers() {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }

        #expect(ascii(picker.pickerStyle(SegmentedPickerStyle())) == ascii(picker.pickerStyle(.segmented)))
        #expect(ascii(picker.pickerStyle(MenuPickerStyle())) == ascii(picker.pickerStyle(.menu)))
    }

    @Test @MainActor func inertStylesChangeNothing() {
        let list = List { Text("Row") }

        #expect(list.listStyle(.insetGrouped).resolvedNode().node == list.resolvedNode().node)
        #expect(list.listStyle(SidebarListStyle()).resolvedNode().node == list.resolvedNode().node)
        let field = TextField("Name", text: .constant(""))
        #expect(field.textFieldStyle(.roundedBorder).resolvedNode().node == field.resolvedNode().node)
    }
}
