import Convergence
import Testing

@Suite struct PaddingTests {
    @Test @MainActor func defaultPaddingIsTwoColumnsAndOneRowOnEveryEdge() {
        #expect(
            ascii(Text("x").padding().border()) == #"""
                +-----+
                |     |
                |  x  |
                |     |
                +-----+
                """#
        )
    }

    @Test @MainActor func horizontalPaddingLeavesRowsAlone() {
        #expect(
            ascii(Text("x").padding(.horizontal).border()) == #"""
                +-----+
                |  x  |
                +-----+
                """#
        )
    }

    @Test @MainActor func verticalPaddingLeavesColumnsAlone() {
        #expect(
            ascii(Text("x").padding(.vertical).border()) == #"""
                +-+
                | |
                |x|
                | |
                +-+
                """#
        )
    }

    @Test @MainActor func singleEdgeWithLengthInPoints() {
        #expect(
            ascii(Text("x").padding(.leading, 32).border()) == #"""
                +-----+
                |    x|
                +-----+
                """#
        )
    }

    @Test @MainActor func topPaddingOf32PointsIsTwoRows() {
        let node = Text("x").padding(.top, 32).resolvedNode().node

        #expect(node == .padding(CellInsets(top: 2), .text(TextNode("x"))))
    }

    @Test @MainActor func lengthIsConvertedPerAxis() {
        let node = Text("x").padding(16).resolvedNode().node

        #expect(node == .padding(CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2), .text(TextNode("x"))))
    }

    @Test @MainActor func edgeInsetsAreConvertedEdgeByEdge() {
        let node = Text("x").padding(EdgeInsets(top: 32, leading: 8, bottom: 0, trailing: 24)).resolvedNode().node

        #expect(node == .padding(CellInsets(top: 2, leading: 1, bottom: 0, trailing: 3), .text(TextNode("x"))))
    }

    @Test @MainActor func horizontalPaddingShrinksWhenTheWidthIsTooSmall() {
        #expect(
            ascii(Text("x").padding(.horizontal).border(), width: 5) == #"""
                +---+
                | x |
                +---+
                """#
        )
    }
}

@Suite struct FrameTests {
    @Test @MainActor func fixedWidthCentresContentByDefault() {
        #expect(
            ascii(Text("x").frame(width: 40).border()) == #"""
                +-----+
                |  x  |
                +-----+
                """#
        )
    }

    @Test @MainActor func fixedWidthWithLeadingAlignment() {
        #expect(
            ascii(Text("x").frame(width: 40, alignment: .leading).border()) == #"""
                +-----+
                |x    |
                +-----+
                """#
        )
    }

    @Test @MainActor func fixedWidthWithTrailingAlignment() {
        #expect(
            ascii(Text("x").frame(width: 40, alignment: .trailing).border()) == #"""
                +-----+
                |    x|
                +-----+
                """#
        )
    }

    @Test @MainActor func fixedWidthWrapsLongerText() {
        #expect(
            ascii(Text("wrap me please").frame(width: 64, alignment: .leading)) == #"""
                wrap me
                please
                """#
        )
    }

    @Test @MainActor func widthInPointsIsRecordedInColumns() {
        let node = Text("x").frame(width: 160, height: 32, alignment: .topLeading).resolvedNode().node

        #expect(
            node
                == .frame(
                    FrameNode(
                        width: 20, minHeight: 2, maxHeight: 2, alignment: .topLeading, content: .text(TextNode("x")))))
    }

    @Test @MainActor func heightIsAMinimumInRows() {
        #expect(
            ascii(Text("x").frame(width: 8, height: 48, alignment: .bottom).border()) == #"""
                +-+
                | |
                | |
                |x|
                +-+
                """#
        )
    }

    @Test @MainActor func maxWidthInfinityTakesAllTheWidthOffered() {
        #expect(
            ascii(Text("x").frame(maxWidth: .infinity).border(), width: 9) == #"""
                +-------+
                |   x   |
                +-------+
                """#
        )
    }

    @Test @MainActor func maxWidthInfinityWithLeadingAlignmentPushesContentLeft() {
        let row = HStack(spacing: 0) {
            Text("name").frame(maxWidth: .infinity, alignment: .leading)
            Text("|")
        }

        #expect(ascii(row, width: 10) == "name     |")
    }

    @Test @MainActor func maxWidthInfinityIsRecordedAsUnbounded() {
        let node = Text("x").frame(maxWidth: .infinity).resolvedNode().node

        #expect(node == .frame(FrameNode(maxWidth: FrameNode.infinity, content: .text(TextNode("x")))))
    }

    @Test @MainActor func maxHeightInfinityIsRecordedAsUnbounded() {
        let node = Text("x").frame(maxHeight: .infinity).resolvedNode().node

        #expect(node == .frame(FrameNode(maxHeight: FrameNode.infinity, content: .text(TextNode("x")))))
    }

    @Test @MainActor func aScrollViewThatScrollsOnlyAcrossHoldsARow() {
        let across = ScrollView(.horizontal) { Text("a") }.resolvedNode().node
        let down = ScrollView { Text("a") }.resolvedNode().node

        #expect(
            across
                == .scroll(
                    .stack(StackNode(axis: .horizontal, alignment: .top, spacing: 0, children: [.text(TextNode("a"))])))
        )
        #expect(down == .scroll(.text(TextNode("a"))))
    }

    @Test @MainActor func finiteMaxWidthLimitsTheContent() {
        #expect(
            ascii(Text("one two three").frame(maxWidth: 64, alignment: .leading), width: 20) == #"""
                one two
                three
                """#
        )
    }

    @Test @MainActor func minWidthWidensShortContent() {
        #expect(
            ascii(Text("x").frame(minWidth: 24, alignment: .trailing).border()) == #"""
                +---+
                |  x|
                +---+
                """#
        )
    }
}

@Suite struct BorderTests {
    @Test @MainActor func borderDrawsAnASCIIBox() {
        #expect(
            ascii(Text("Hi").border()) == #"""
                +--+
                |Hi|
                +--+
                """#
        )
    }

    @Test @MainActor func borderDrawsBoxCharactersInUnicodeStyle() {
        #expect(
            ascii(Text("Hi").border(), style: .unicode) == #"""
                ┌──┐
                │Hi│
                └──┘
                """#
        )
    }

    @Test @MainActor func borderColourIsKeptForHTMLButDrawnAlikeInASCII() {
        let coloured = Text("Hi").border(.red, width: 2)

        #expect(coloured.resolvedNode().node == .border(BorderNode(style: "red", content: .text(TextNode("Hi")))))
        #expect(ascii(coloured) == ascii(Text("Hi").border()))
    }

    @Test @MainActor func borderAroundPaddedMultiLineContent() {
        let card = VStack(alignment: .leading) {
            Text("Title")
            Text("body")
        }
        .padding(.horizontal, 8)
        .border()

        #expect(
            ascii(card) == #"""
                +-------+
                | Title |
                | body  |
                +-------+
                """#
        )
    }
}

@Suite struct FixedSizeTests {
    static let row = "Downloads folder with a long name"

    @Test @MainActor func aFixedSizeTextKeepsItsLineWhereAPlainOneWouldBreak() {
        let plain = HStack {
            Text(Self.row)
            Text("12.5 MB")
        }
        let fixed = HStack {
            Text(Self.row)
            Text("12.5 MB").fixedSize()
        }
        #expect(ascii(plain, width: 16) == "Downloads   12.5\nfolder with MB\na long name")
        #expect(ascii(fixed, width: 16) == "Downloads folder\nwith a long name\n12.5 MB")
        #expect(ascii(fixed, width: 20) == ascii(plain, width: 20), "where it fits anyway, nothing changes")
        #expect(
            ascii(
                HStack {
                    Text(Self.row)
                    Text("12.5 MB").fixedSize(horizontal: false, vertical: true)
                }, width: 16)
                == ascii(plain, width: 16), "fixing only the height changes nothing in text")
    }

    @Test @MainActor func aFixedViewThatTakesAnyWidthKeepsTheWidthItNeeds() {
        let plain = HStack {
            Text("Email")
            TextField("E", text: .constant("x"))
        }
        let fixed = HStack {
            Text("Email")
            TextField("E", text: .constant("x")).fixedSize()
        }
        #expect(ascii(fixed, width: 30).split(separator: "\n").count == 1, "side by side, as without it")
        #expect(ascii(plain, width: 30).hasPrefix("Email "))
        #expect(ascii(fixed, width: 30).hasPrefix("Email "))
    }

    @Test @MainActor func aFixedLineWiderThanTheWholeWidthStillWraps() {
        let text = ascii(Text("a fixed line that is long").fixedSize(), width: 10)
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 10 })
        #expect(text.split(separator: "\n").count > 1)
    }

    @Test @MainActor func htmlKeepsTheLineWithNowrap() {
        #expect(
            Text("12.5 MB").fixedSize().render(.html)
                == """
                <div class="frame fixed-size" data-alignment="leading" style="white-space: nowrap"><span class="text">12.5 MB</span></div>

                """)
    }
}
