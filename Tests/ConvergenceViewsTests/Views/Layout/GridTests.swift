import Convergence
import Foundation
import Testing

@Suite struct GridTests {
    @Test @MainActor func gridRowsLineUpInColumnsAndOtherViewsSpan() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("Steps")
                Text("8412")
            }
            Divider()
            GridRow {
                Text("Distance")
                Text("6.4 km")
            }
        }
        #expect(
            ascii(grid) == #"""
                Steps    8412
                ---------------
                Distance 6.4 km
                """#)
    }

    @Test @MainActor func aCellSpansTheColumnsItAsksFor() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("Mon")
                Text("Tue")
                Text("Wed")
            }
            GridRow {
                Text("Conference trip").gridCellColumns(2)
                Text("Off")
            }
        }
        #expect(ascii(grid) == "Mon Tue         Wed\nConference trip Off")
        #expect(grid.render(.html).contains(#"<div class="grid-cell" style="grid-column: span 2">"#))
    }

    @Test @MainActor func adaptiveColumnsFitTheWidthOffered() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], alignment: .leading) {
            ForEach(["A", "B", "C", "D", "E"], id: \.self) { Text($0) }
        }
        // 6 columns at least, 1 between: four fit in 27 columns, two in 13.
        #expect(ascii(grid, width: 27) == "A      B      C      D\nE")
        #expect(ascii(grid, width: 13) == "A      B\nC      D\nE")
    }

    @Test @MainActor func sectionsInALazyGridSpanItAndFlowTheirItems() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
            Section(header: Text("May")) {
                Text("a")
                Text("b")
                Text("c")
            }
            Section(header: Text("June")) {
                Text("d")
            }
        }
        #expect(ascii(grid, width: 9) == "May\na    b\nc\nJune\nd")
    }

    @Test @MainActor func fixedAndFlexibleColumnsShareTheRest() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(32)), GridItem(.flexible())], alignment: .leading) {
            Text("Name")
            Text("Ada")
            Text("Role")
            Text("Engineer")
        }
        #expect(ascii(grid, width: 20) == "Name Ada\nRole Engineer")
    }

    @Test @MainActor func lazyHGridFillsRowsColumnByColumn() {
        let grid = LazyHGrid(rows: [GridItem(), GridItem()]) {
            ForEach(1...5, id: \.self) { Text("\($0)") }
        }
        #expect(ascii(grid) == "1 3 5\n2 4")
    }

    @Test @MainActor func gridNeverDrawsPastTheWidth() {
        let grid = Grid {
            GridRow {
                Text("A long first column")
                Text("and a second one")
            }
        }
        for width in 1...30 {
            for line in ascii(grid, width: width).split(separator: "\n") {
                #expect(line.count <= width, "\(width): \(line)")
            }
        }
    }

    @Test @MainActor func viewThatFitsChoosesTheFirstThatFits() {
        let view = ViewThatFits {
            Text("Continue to checkout")
            Text("Checkout")
        }
        #expect(ascii(view, width: 30) == "Continue to checkout")
        #expect(ascii(view, width: 12) == "Checkout")
    }

    @Test @MainActor func customLayoutPlacesSubviewsInRowsByTheirPoints() {
        struct Pairs: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 200, height: 64)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let point = CGPoint(x: CGFloat(index % 2) * 80, y: CGFloat(index / 2) * 32)
                    subview.place(at: point, proposal: .unspecified)
                }
            }
        }
        let view = Pairs {
            Text("one")
            Text("two")
            Text("three")
        }
        #expect(ascii(view) == "one       two\nthree")
    }

    @Test @MainActor func anyLayoutSwitchesBetweenStacks() {
        func view(wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
            return layout {
                Text("A")
                Text("B")
            }
        }
        #expect(ascii(view(wide: true)) == "A B")
        #expect(ascii(view(wide: false)) == "A\nB")
    }
}
