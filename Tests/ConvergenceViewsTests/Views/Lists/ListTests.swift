import Convergence
import Testing

@Suite struct ListTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

    @Test @MainActor func listOverIdentifiableDataPutsARuleBetweenRows() {
        let list = List(fruit) { Text($0.name) }

        #expect(
            ascii(list, width: 10) == #"""
                Apple
                ----------
                Pear
                ----------
                Plum
                """#
        )
    }

    @Test @MainActor func listOverIDKeyPath() {
        let list = List(["north", "south"], id: \.self) { Text($0) }

        #expect(
            ascii(list, width: 8) == #"""
                north
                --------
                south
                """#
        )
    }

    @Test @MainActor func listOverARange() {
        let list = List(1..<3) { Text("Row \($0)") }

        #expect(
            ascii(list, width: 6) == #"""
                Row 1
                ------
                Row 2
                """#
        )
    }

    @Test @MainActor func listOverStaticRows() {
        let list = List {
            Text("Wi-Fi")
            Text("Bluetooth")
        }

        #expect(
            ascii(list, width: 10) == #"""
                Wi-Fi
                ----------
                Bluetooth
                """#
        )
    }

    @Test @MainActor func listMixesStaticRowsAndForEach() {
        let list = List {
            Text("All")
            ForEach(fruit.prefix(2)) { Text($0.name) }
        }

        #expect(
            ascii(list, width: 6) == #"""
                All
                ------
                Apple
                ------
                Pear
                """#
        )
    }

    @Test @MainActor func sectionHeaderSitsOverADoubleRuleAndFooterComesLast() {
        let list = List {
            Section {
                Text("Apple")
                Text("Pear")
            } header: {
                Text("Fruit")
            } footer: {
                Text("2 kinds")
            }
        }

        #expect(
            ascii(list, width: 10) == #"""
                Fruit
                ==========
                Apple
                ----------
                Pear
                ----------
                2 kinds
                """#
        )
    }

    @Test @MainActor func sectionsAreSeparatedByABlankLine() {
        let list = List {
            Section("Fruit") { Text("Apple") }
            Section("Veg") { Text("Leek") }
        }

        #expect(
            ascii(list, width: 6) == #"""
                Fruit
                ======
                Apple

                Veg
                ======
                Leek
                """#
        )
    }

    @Test @MainActor func sectionWithOnlyAFooter() {
        let list = List {
            Section {
                Text("Row")
            } footer: {
                Text("Note")
            }
        }

        #expect(
            ascii(list, width: 5) == #"""
                Row
                -----
                Note
                """#
        )
    }

    @Test @MainActor func sectionResolvesHeaderRowsAndFooterSeparately() {
        let node = Section(header: Text("H"), footer: Text("F")) { Text("R") }.resolvedNode().node

        let expected = SectionNode(
            header: .text(TextNode("H")),
            rows: [.text(TextNode("R"))],
            footer: .text(TextNode("F"))
        )
        #expect(node == .section(expected))
    }

    @Test @MainActor func aFooterGivenFirstIsTheSectionsFooterWithoutHeader() {
        let node = Section(footer: Text("F")) { Text("R") }.resolvedNode().node
        #expect(node == .section(SectionNode(header: nil, rows: [.text(TextNode("R"))], footer: .text(TextNode("F")))))
    }

    @Test @MainActor func rowsBeforeTheFirstSectionFormASectionWithoutHeader() {
        let node = List {
            Text("loose")
            Section("S") { Text("inside") }
        }
        .resolvedNode().node

        #expect(
            node
                == .list(
                    ListNode(sections: [
                        SectionNode(rows: [.text(TextNode("loose"))]),
                        SectionNode(header: .text(TextNode("S")), rows: [.text(TextNode("inside"))]),
                    ])
                )
        )
    }

    @Test @MainActor func sectionsFromACustomViewBecomeSectionsOfTheList() {
        struct FruitSection: View {
            var body: some View {
                Section("Fruit") { Text("Apple") }
            }
        }
        let node = List { FruitSection() }.resolvedNode().node

        let section = SectionNode(header: .text(TextNode("Fruit")), rows: [.text(TextNode("Apple"))])
        #expect(node == .list(ListNode(sections: [section])))
    }

    @Test @MainActor func sectionsFromForEachBecomeSectionsOfTheList() {
        let list = List {
            ForEach(["A", "B"], id: \.self) { letter in
                Section(letter) { Text(letter.lowercased()) }
            }
        }

        guard case .list(let node) = list.resolvedNode().node else {
            Issue.record("Expected a list node")
            return
        }
        #expect(node.sections.map { $0.header?.plainText } == ["A", "B"])
    }

    @Test @MainActor func emptyListHasOneEmptySection() {
        let node = List([Fruit]()) { Text($0.name) }.resolvedNode().node

        #expect(node == .list(ListNode(sections: [SectionNode(rows: [])])))
    }

    @Test @MainActor func listStyleIsAcceptedAndChangesNothing() {
        let plain = List { Text("a") }

        #expect(plain.listStyle(.insetGrouped).resolvedNode().node == plain.resolvedNode().node)
    }
}
