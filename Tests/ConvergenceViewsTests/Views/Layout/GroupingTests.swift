import Convergence
import Testing

@Suite struct GroupingTests {
    @Test @MainActor func groupBoxDrawsItsBoldLabelAndContentInABox() {
        let box = GroupBox("Storage") {
            LabeledContent("Used", value: "12 GB")
        }

        #expect(
            ascii(box, width: 20) == #"""
                +------------------+
                |Storage           |
                |Used         12 GB|
                +------------------+
                """#)
        #expect(box.render(.html).contains(#"<span class="text"><strong>Storage</strong></span>"#))
    }

    @Test @MainActor func groupBoxWithoutALabel() {
        #expect(
            ascii(GroupBox { Text("Only content") }, width: 20) == #"""
                +------------------+
                |Only content      |
                +------------------+
                """#)
    }

    struct CardBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("*")
                    configuration.label
                }
                configuration.content
            }
        }
    }

    @Test @MainActor func yourOwnGroupBoxStyleDrawsTheBoxesInside() {
        let boxes = VStack(alignment: .leading) {
            GroupBox("Wi-Fi") { Text("On") }
            GroupBox(label: Text("Bluetooth")) { Text("Off") }
        }
        .groupBoxStyle(CardBoxStyle())

        #expect(
            ascii(boxes, width: 20) == #"""
                * Wi-Fi
                On
                * Bluetooth
                Off
                """#)
    }

    @Test @MainActor func controlGroupPutsItsControlsSideBySide() {
        let group = ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
            Button("Out") {}
            Button("In") {}
        }
        .controlGroupStyle(.navigation)

        #expect(ascii(group, width: 30) == "[ Out ] [ In ]")
        #expect(group.resolvedNode().node.buttons.count == 2)
    }

    @Test @MainActor func gaugeShowsItsLabelsOverABar() {
        let gauge = Gauge(value: 80, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("80%")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .gaugeStyle(.accessoryLinear)

        #expect(
            ascii(gauge, width: 30) == #"""
                Battery                    80%
                0 [#############....]  80% 100
                """#)
        #expect(
            ascii(Gauge(value: 0.25) { Text("Upload") }, width: 20) == #"""
                Upload
                [###..........]  25%
                """#)
    }

    @Test @MainActor func gaugeKeepsAValueOutsideItsBoundsAtTheEnd() {
        let over = Gauge(value: 150, in: 0...100) { Text("Load") }
        let under = Gauge(value: -5.0, in: 0...100) { Text("Load") }

        #expect(ascii(over, width: 20).hasSuffix("100%"))
        #expect(ascii(under, width: 20).hasSuffix("  0%"))
    }

    struct Folder: Identifiable {
        let id: String
        var children: [Folder]?
    }

    static let tree = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: nil), Folder(id: "Trips", children: [])]),
        Folder(id: "notes.txt", children: nil),
    ]

    @Test @MainActor func outlineGroupStartsCollapsedAndOpensWhenTapped() async throws {
        let frames = try await Scenario("tree", steps: [.tap("Documents")]) {
            VStack(alignment: .leading) {
                OutlineGroup(GroupingTests.tree, children: \.children) { Text($0.id) }
            }
        }
        .frames()

        #expect(
            frames[0].render(.ascii(width: 30)) == #"""
                [ > Documents ]
                notes.txt

                """#)
        #expect(
            frames[1].render(.ascii(width: 30)) == #"""
                [ v Documents ]
                  Taxes
                  [ > Trips ]
                notes.txt

                """#)
    }

    @Test @MainActor func listOverATreeMakesDisclosureRows() {
        let list = List(Self.tree, children: \.children) { Text($0.id) }

        #expect(
            ascii(list, width: 30) == #"""
                [ > Documents ]
                ------------------------------
                notes.txt
                """#)
    }
}

extension GroupingTests {
    struct Node: Hashable {
        let name: String
        var children: [Node]?
    }

    @Test @MainActor func outlinesFromOneRootOrIdentifiedByAKeyPath() {
        let root = Node(name: "Root", children: [Node(name: "Leaf", children: nil)])
        let fromRoot = OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) }
        let identified = List([root], id: \.name, children: \.children) { Text($0.name) }
        let folder = OutlineGroup(Self.tree[0], children: \.children) { Text($0.id) }

        #expect(ascii(fromRoot, width: 20) == "[ > Root ]")
        #expect(ascii(identified, width: 20) == "[ > Root ]")
        #expect(ascii(folder, width: 20) == "[ > Documents ]")
    }
}
