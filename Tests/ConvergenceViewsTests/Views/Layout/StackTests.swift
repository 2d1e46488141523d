import Convergence
import Testing

@Suite struct StackTests {
    // MARK: VStack

    @Test @MainActor func vStackCentresNarrowerChildrenByDefault() {
        let stack = VStack {
            Text("a")
            Text("bbbbb")
        }

        #expect(
            ascii(stack) == #"""
                  a
                bbbbb
                """#
        )
    }

    @Test @MainActor func vStackLeadingAlignsChildrenOnTheLeft() {
        let stack = VStack(alignment: .leading) {
            Text("a")
            Text("bbbbb")
        }

        #expect(
            ascii(stack) == #"""
                a
                bbbbb
                """#
        )
    }

    @Test @MainActor func vStackTrailingAlignsChildrenOnTheRight() {
        let stack = VStack(alignment: .trailing) {
            Text("a")
            Text("bbbbb")
        }

        #expect(
            ascii(stack) == #"""
                    a
                bbbbb
                """#
        )
    }

    @Test @MainActor func vStackSpacingOf16PointsIsOneBlankRow() {
        let stack = VStack(alignment: .leading, spacing: 16) {
            Text("a")
            Text("b")
            Text("c")
        }

        #expect(
            ascii(stack) == #"""
                a

                b

                c
                """#
        )
    }

    @Test @MainActor func vStackRecordsAlignmentAndSpacingInRows() {
        let node = VStack(alignment: .trailing, spacing: 32) { Text("a") }.resolvedNode().node

        #expect(
            node
                == .stack(
                    StackNode(
                        axis: .vertical,
                        alignment: Alignment(horizontal: .trailing, vertical: .top),
                        spacing: 2,
                        children: [.text(TextNode("a"))]
                    )
                )
        )
    }

    // MARK: HStack

    @Test @MainActor func hStackPutsOneColumnBetweenChildrenByDefault() {
        let stack = HStack {
            Text("a")
            Text("b")
            Text("c")
        }

        #expect(ascii(stack) == "a b c")
    }

    @Test @MainActor func hStackSpacingIsCountedInColumnsOfEightPoints() {
        let stack = HStack(spacing: 24) {
            Text("a")
            Text("b")
        }

        #expect(ascii(stack) == "a   b")
    }

    @Test @MainActor func hStackWithZeroSpacingJoinsChildren() {
        let stack = HStack(spacing: 0) {
            Text("a")
            Text("b")
        }

        #expect(ascii(stack) == "ab")
    }

    @Test @MainActor func hStackCentresShorterChildrenVerticallyByDefault() {
        let stack = HStack {
            Text("1\n2\n3")
            Text("x")
        }

        #expect(
            ascii(stack) == #"""
                1
                2 x
                3
                """#
        )
    }

    @Test @MainActor func hStackTopAlignment() {
        let stack = HStack(alignment: .top) {
            Text("1\n2\n3")
            Text("x")
        }

        #expect(
            ascii(stack) == #"""
                1 x
                2
                3
                """#
        )
    }

    @Test @MainActor func hStackBottomAlignment() {
        let stack = HStack(alignment: .bottom) {
            Text("1\n2\n3")
            Text("x")
        }

        #expect(
            ascii(stack) == #"""
                1
                2
                3 x
                """#
        )
    }

    @Test @MainActor func hStackWrapsTextToShareTheWidth() {
        let stack = HStack {
            Text("alpha beta")
            Text("gamma")
        }

        #expect(
            ascii(stack, width: 12) == #"""
                alpha gamma
                beta
                """#
        )
    }

    @Test @MainActor func hStackFallsBackToVerticalWhenChildrenCannotFitSideBySide() {
        let stack = HStack {
            Text("a")
            Text("b")
            Text("c")
        }

        #expect(
            ascii(stack, width: 3) == #"""
                a
                b
                c
                """#
        )
    }

    @Test @MainActor func hStackOfButtonsThatCannotFitStacksThemInsteadOfSplittingWords() {
        let stack = HStack {
            Button("Save") {}
            Button("Cancel") {}
        }

        #expect(
            ascii(stack, width: 12) == #"""
                [ Save ]
                [ Cancel ]
                """#
        )
    }

    @Test @MainActor func spacerPushesChildrenToTheEdges() {
        let stack = HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }

        #expect(ascii(stack, width: 20) == "Left           Right")
    }

    @Test @MainActor func spacerBeforeContentAlignsItTrailing() {
        let stack = HStack {
            Spacer()
            Text("end")
        }

        #expect(ascii(stack, width: 10) == "       end")
    }

    @Test @MainActor func spacerMinLengthIsKeptInAHorizontalStack() {
        let stack = HStack(spacing: 0) {
            Text("a")
            Spacer(minLength: 24)
            Text("b")
        }

        #expect(ascii(stack, width: 5) == "a   b")
    }

    @Test @MainActor func spacerMinLengthOf16PointsIsOneRowInAVerticalStack() {
        let stack = VStack {
            Text("a")
            Spacer(minLength: 16)
            Text("b")
        }

        #expect(
            ascii(stack) == #"""
                a

                b
                """#
        )
    }

    // MARK: ZStack

    @Test @MainActor func zStackCentresLaterChildrenOnTop() {
        let stack = ZStack {
            Text("-----")
            Text("x")
        }

        #expect(ascii(stack) == "--x--")
    }

    @Test @MainActor func zStackTopLeadingPlacesOverlayInTheCorner() {
        let stack = ZStack(alignment: .topLeading) {
            Text("xxxxx\nxxxxx")
            Text("o")
        }

        #expect(
            ascii(stack) == #"""
                oxxxx
                xxxxx
                """#
        )
    }

    @Test @MainActor func zStackBottomTrailingPlacesOverlayInTheOppositeCorner() {
        let stack = ZStack(alignment: .bottomTrailing) {
            Text("xxxxx\nxxxxx")
            Text("o")
        }

        #expect(
            ascii(stack) == #"""
                xxxxx
                xxxxo
                """#
        )
    }

    @Test @MainActor func zStackResolvesToADepthStack() {
        let node = ZStack(alignment: .bottom) { Text("a") }.resolvedNode().node

        #expect(node == .stack(StackNode(axis: .depth, alignment: .bottom, children: [.text(TextNode("a"))])))
    }

    // MARK: Group and EmptyView

    @Test @MainActor func groupAddsNoLayoutOfItsOwn() {
        let grouped = VStack {
            Group {
                Text("a")
                Text("b")
            }
            Text("c")
        }
        let flat = VStack {
            Text("a")
            Text("b")
            Text("c")
        }

        #expect(grouped.resolvedNode().node == flat.resolvedNode().node)
    }

    @Test @MainActor func groupModifierAppliesToEachChild() {
        let group = Group {
            Text("a")
            Text("b")
        }
        .border()

        #expect(
            ascii(group) == #"""
                +-+
                |a|
                +-+
                +-+
                |b|
                +-+
                """#
        )
    }

    @Test @MainActor func emptyViewResolvesToNothing() {
        #expect(EmptyView().resolvedNode().node == .empty)
    }

    @Test @MainActor func emptyViewTakesNoRoomInAStack() {
        let stack = VStack(spacing: 16) {
            Text("a")
            EmptyView()
            Text("b")
        }

        #expect(
            ascii(stack) == #"""
                a

                b
                """#
        )
    }

    // MARK: Divider

    @Test @MainActor func dividerSpansTheWidthOfAVerticalStack() {
        let stack = VStack(alignment: .leading) {
            Text("above")
            Divider()
            Text("below")
        }

        #expect(
            ascii(stack, width: 10) == #"""
                above
                ----------
                below
                """#
        )
    }

    @Test @MainActor func dividerUsesBoxDrawingInUnicodeStyle() {
        #expect(ascii(Divider(), width: 5, style: .unicode) == "─────")
    }

    @Test @MainActor func dividerInsideHStackIsAVerticalBar() {
        let stack = HStack {
            Text("1\n2")
            Divider()
            Text("x")
        }

        #expect(
            ascii(stack) == #"""
                1 | x
                2 |
                """#
        )
    }

    @Test @MainActor func dividerInAnHStackThatFallsBackToVerticalBecomesARule() {
        let stack = HStack {
            Text("a")
            Divider()
            Text("b")
            Text("c")
        }

        #expect(
            ascii(stack, width: 4) == #"""
                a
                ----
                b
                c
                """#
        )
    }

    // MARK: Resolution

    @Test @MainActor func severalTopLevelViewsBecomeOneVerticalStack() {
        let node = Group {
            Text("a")
            Text("b")
        }
        .resolvedNode().node

        #expect(node == .stack(StackNode(axis: .vertical, children: [.text(TextNode("a")), .text(TextNode("b"))])))
    }

    @Test @MainActor func scrollViewShowsAllItsContent() {
        let scroll = ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<3) { Text("Row \($0)") }
            }
        }

        #expect(
            ascii(scroll) == #"""
                Row 0
                Row 1
                Row 2
                """#
        )
    }
}
