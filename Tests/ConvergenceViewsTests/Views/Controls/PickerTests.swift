import Convergence
import Testing

@Suite struct PickerTests {
    enum Flavour: String, CaseIterable, Identifiable {
        case vanilla, chocolate, mint
        var id: Self { self }
    }

    struct Country: Identifiable {
        let id: Int
        let name: String
    }

    static let countries = [Country(id: 33, name: "France"), Country(id: 49, name: "Germany")]

    @Test @MainActor func menuPickerShowsTheTitleAndChosenOption() {
        let picker = Picker("Flavour", selection: .constant(Flavour.chocolate)) {
            Text("Vanilla").tag(Flavour.vanilla)
            Text("Chocolate").tag(Flavour.chocolate)
        }

        #expect(ascii(picker) == "Flavour: [Chocolate v]")
    }

    @Test @MainActor func explicitMenuStyleLooksLikeTheDefault() {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) {
            Text("Mint").tag(Flavour.mint)
        }

        #expect(ascii(picker.pickerStyle(.menu)) == "Flavour: [Mint v]")
    }

    @Test @MainActor func inlinePickerListsEveryOptionAndMarksTheChosenOne() {
        let picker = Picker("Flavour", selection: .constant(Flavour.chocolate)) {
            Text("Vanilla").tag(Flavour.vanilla)
            Text("Chocolate").tag(Flavour.chocolate)
            Text("Mint").tag(Flavour.mint)
        }
        .pickerStyle(.inline)

        #expect(
            ascii(picker) == #"""
                Flavour:
                ( ) Vanilla
                (*) Chocolate
                ( ) Mint
                """#
        )
    }

    @Test @MainActor func segmentedPickerListsItsOptionsWithoutItsTitle() throws {
        let picker = Picker("Size", selection: .constant(1)) {
            Text("S").tag(0)
            Text("M").tag(1)
        }
        .pickerStyle(.segmented)

        // A device shows only the segments; the title still names the picker for VoiceOver and for steps.
        #expect(
            ascii(picker) == #"""
                ( ) S
                (*) M
                """#
        )
        #expect(picker.render(.accessibilityOutline) == "picker \"Size\" value=\"M\" 2 options\n")
    }

    @Test @MainActor func paletteAndSegmentedPickersInAFormShowNoTitle() {
        let form = Form {
            Picker("Percentage", selection: .constant(15)) {
                Text("10%").tag(10)
                Text("15%").tag(15)
            }
            .pickerStyle(.segmented)
            Picker("Tint", selection: .constant(1)) { Text("Red").tag(1) }.pickerStyle(.palette)
        }

        #expect(!ascii(form).contains("Percentage"))
        #expect(!ascii(form).contains("Tint"))
    }

    @Test @MainActor func navigationLinkPickerEndsInAChevron() {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) { Text("Mint").tag(Flavour.mint) }
            .pickerStyle(.navigationLink)

        #expect(ascii(picker) == "Flavour: [Mint >]")
        #expect(picker.render(.html).contains(#"data-style="navigationLink""#))
    }

    @Test @MainActor func aTitleEndingInAColonGetsNoSecondOne() {
        let menu = Picker("Percentage:", selection: .constant(15)) { Text("15%").tag(15) }
        let inline = Picker("Percentage:", selection: .constant(15)) { Text("15%").tag(15) }.pickerStyle(.inline)

        #expect(ascii(menu) == "Percentage: [15% v]")
        #expect(ascii(inline).hasPrefix("Percentage:\n"))
    }

    @Test @MainActor func styleIsRecordedOnTheNode() throws {
        let picker = Picker("Size", selection: .constant(1)) { Text("M").tag(1) }.pickerStyle(.inline)

        #expect(try #require(picker.resolvedNode().node.pickers.first).style == .inline)
    }

    @Test @MainActor func tagsDecideTheSelectedIndex() throws {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) {
            Text("Vanilla").tag(Flavour.vanilla)
            Text("Chocolate").tag(Flavour.chocolate)
            Text("Mint").tag(Flavour.mint)
        }
        let node = try #require(picker.resolvedNode().node.pickers.first)

        #expect(node.selectedIndex == 2)
        #expect(node.options.map(\.title) == ["Vanilla", "Chocolate", "Mint"])
    }

    @Test @MainActor func forEachWithKeyPathTagsRowsWithTheirIDs() {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) {
            ForEach(Flavour.allCases, id: \.self) { Text($0.rawValue) }
        }

        #expect(ascii(picker) == "Flavour: [mint v]")
    }

    @Test @MainActor func forEachOverIdentifiableTagsRowsWithTheirIDs() throws {
        let picker = Picker("Country", selection: .constant(49)) {
            ForEach(Self.countries) { Text($0.name) }
        }

        #expect(try #require(picker.resolvedNode().node.pickers.first).selectedIndex == 1)
    }

    @Test @MainActor func explicitTagInsideForEachWinsOverTheID() throws {
        let picker = Picker("Country", selection: .constant("DE")) {
            ForEach(Self.countries) { country in
                Text(country.name).tag(country.id == 49 ? "DE" : "FR")
            }
        }

        #expect(try #require(picker.resolvedNode().node.pickers.first).selectedIndex == 1)
    }

    @Test @MainActor func selectionMatchingNoTagShowsADash() {
        let picker = Picker("Flavour", selection: .constant(Flavour.mint)) {
            Text("Vanilla").tag(Flavour.vanilla)
        }

        #expect(ascii(picker) == "Flavour: [- v]")
    }

    @Test @MainActor func selectingAnOptionWritesItsTagToTheBinding() throws {
        let store = Recorder(Flavour.vanilla)
        let picker = Picker("Flavour", selection: store.binding) {
            ForEach(Flavour.allCases) { Text($0.rawValue) }
        }

        try #require(picker.resolvedNode().node.pickers.first).select.send(2)

        #expect(store.value == .mint)
    }

    @Test @MainActor func selectingAnUntaggedOptionChangesNothing() throws {
        let store = Recorder(Flavour.vanilla)
        let picker = Picker("Flavour", selection: store.binding) {
            Text("Vanilla").tag(Flavour.vanilla)
            Text("Surprise")
        }

        try #require(picker.resolvedNode().node.pickers.first).select.send(1)

        #expect(store.value == .vanilla)
    }

    @Test @MainActor func selectingAnIndexOutOfRangeChangesNothing() throws {
        let store = Recorder(Flavour.vanilla)
        let picker = Picker("Flavour", selection: store.binding) {
            Text("Mint").tag(Flavour.mint)
        }

        try #require(picker.resolvedNode().node.pickers.first).select.send(5)

        #expect(store.value == .vanilla)
    }

    @Test @MainActor func selectingThroughStateShowsOnTheNextResolution() throws {
        struct Chooser: View {
            @State private var flavour = Flavour.vanilla
            var body: some View {
                Picker("Flavour", selection: $flavour) {
                    ForEach(Flavour.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.inline)
            }
        }
        let graph = StateGraph()
        try #require(ViewResolver.resolve(Chooser(), graph: graph).pickers.first).select.send(1)

        #expect(
            ascii(ViewResolver.resolve(Chooser(), graph: graph)) == #"""
                Flavour:
                ( ) Vanilla
                (*) Chocolate
                ( ) Mint
                """#
        )
    }

    @Test @MainActor func pickerWithCustomLabelAndNoTitle() {
        let picker = Picker(selection: .constant(0)) {
            Text("Zero").tag(0)
        } label: {
            EmptyView()
        }

        #expect(ascii(picker) == "[Zero v]")
    }

    @Test @MainActor func forEachOutsideAPickerDoesNotTagRows() {
        let node = VStack { ForEach(0..<1) { Text("\($0)") } }.resolvedNode().node

        #expect(node.stacks.first?.children == [.text(TextNode("0"))])
    }
}
