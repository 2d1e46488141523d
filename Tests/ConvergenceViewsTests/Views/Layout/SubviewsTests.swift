import Convergence
import Testing

private struct Highlighted: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[Highlighted.self] }
        set { self[Highlighted.self] = newValue }
    }
}

/// A container that numbers its content's views and stars the highlighted ones.
private struct Numbered<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in
                HStack {
                    Text(subview.containerValues.isHighlighted ? "*" : "-")
                    subview
                }
            }
        }
    }
}

/// A container that shows how many views it was given and the first two of them.
private struct FirstTwo<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) items")
                subviews[0..<min(2, subviews.count)]
                if subviews.count > 2 {
                    Text("and \(subviews.count - 2) more")
                }
            }
        }
    }
}

extension ContainerValues {
    @Entry fileprivate var footnote: String = ""
}

@Suite struct SubviewsTests {
    @Test @MainActor func anEntryDeclaresAContainerValue() {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(
                subviews: Group {
                    Text("Tea").containerValue(\.footnote, "hot")
                    Text("Water")
                }
            ) { subview in
                HStack {
                    subview
                    Text("(\(subview.containerValues.footnote.isEmpty ? "plain" : subview.containerValues.footnote))")
                }
            }
        }
        #expect(ascii(view) == "Tea (hot)\nWater (plain)")
    }

    @Test @MainActor func forEachSubviewsStepsThroughEachViewOfTheContent() {
        let view = Numbered {
            Text("Milk")
            ForEach(["Eggs", "Flour"], id: \.self) { Text($0) }
            if false { Text("never") }
            Text("Butter").containerValue(\.isHighlighted, true)
        }
        #expect(
            ascii(view) == """
                - Milk
                - Eggs
                - Flour
                * Butter
                """)
    }

    @Test @MainActor func theOutermostContainerValueOfAKeyWins() {
        let view = Numbered {
            Text("a").containerValue(\.isHighlighted, true).containerValue(\.isHighlighted, false)
            Text("b").containerValue(\.isHighlighted, false).containerValue(\.isHighlighted, true)
            ForEach(1..<3) { Text("c\($0)") }.containerValue(\.isHighlighted, true)
        }
        #expect(ascii(view) == "- a\n* b\n* c1\n* c2")
    }

    @Test @MainActor func groupSubviewsHandsTheWholeCollectionToTheTransform() {
        let view = FirstTwo {
            ForEach(1...5, id: \.self) { Text("row \($0)") }
        }
        #expect(ascii(view) == "5 items\nrow 1\nrow 2\nand 3 more")
        #expect(ascii(FirstTwo { Text("only") }) == "1 items\nonly")
        #expect(ascii(FirstTwo { EmptyView() }) == "0 items")
    }

    @Test @MainActor func aContainerValueOutsideAContainerChangesNothing() {
        let plain = VStack { Text("x") }
        #expect(ascii(VStack { Text("x").containerValue(\.isHighlighted, true) }) == ascii(plain))
        #expect(
            VStack { Text("x").containerValue(\.isHighlighted, true) }.render(.html) == plain.render(.html))
    }

    @Test @MainActor func stateInsideASubviewIsKeptAcrossRenders() async throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let frames = try await Scenario("subviews", steps: [.tap("Count 0"), .tap("Count 1")]) {
            Numbered { Counter() }
        }.frames()
        #expect(frames.last?.render(.ascii(width: 40)).contains("- [ Count 2 ]") == true)
    }

    @Test @MainActor func forEachSectionsStepsThroughEachSectionWithItsHeaderAndFooter() {
        let content = Group {
            Text("Loose")
            Section {
                Text("Tea")
                Text("Coffee")
            } header: {
                Text("Drinks")
            } footer: {
                Text("Hot")
            }
            .containerValue(\.isHighlighted, true)
            Section("Cakes") { Text("Scone") }
        }
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(sections: content) { section in
                Text(
                    "\(section.id): \(section.header.count) header, \(section.content.count) rows, "
                        + "\(section.footer.count) footer\(section.containerValues.isHighlighted ? " *" : "")")
                section.header
                ForEach(section.content) { row in
                    HStack {
                        Text("-")
                        row
                    }
                }
            }
        }
        #expect(
            ascii(view, width: 60) == """
                section 0: 0 header, 1 rows, 0 footer
                - Loose
                section 1: 1 header, 2 rows, 1 footer *
                Drinks
                - Tea
                - Coffee
                section 2: 1 header, 1 rows, 0 footer
                Cakes
                - Scone
                """)
    }

    @Test @MainActor func groupSectionsHandsTheWholeCollectionToTheTransform() {
        let view = Group(
            sections: Group {
                Section("A") { Text("1") }
                Section("B") { Text("2") }
            }
        ) { sections in
            Text("\(sections.count) sections, first \(sections.first?.content.count ?? 0) rows")
        }
        #expect(ascii(view) == "2 sections, first 1 rows")
        #expect(ascii(Group(sections: EmptyView()) { Text("\($0.count)") }) == "0")
    }
}
