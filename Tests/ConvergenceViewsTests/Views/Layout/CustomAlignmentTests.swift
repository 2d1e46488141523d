import Convergence
import Foundation
import Testing

private struct QuarterIn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

private struct Middle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

private struct NearTheEnd: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.9 }
}

private struct Broken: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { .nan }
}

extension HorizontalAlignment {
    fileprivate static let quarterIn = HorizontalAlignment(QuarterIn.self)
    fileprivate static let middle = HorizontalAlignment(Middle.self)
    fileprivate static let nearTheEnd = HorizontalAlignment(NearTheEnd.self)
}

extension VerticalAlignment {
    fileprivate static let quarterIn = VerticalAlignment(QuarterIn.self)
    fileprivate static let nearTheEnd = VerticalAlignment(NearTheEnd.self)
}

@Suite struct CustomAlignmentTests {
    @Test func aCustomAlignmentIsTheNearestOfTheThreeATextRenderKnows() {
        #expect(HorizontalAlignment.quarterIn == .leading)
        #expect(HorizontalAlignment.middle == .center)
        #expect(HorizontalAlignment.nearTheEnd == .trailing)
        #expect(VerticalAlignment.quarterIn == .top)
        #expect(VerticalAlignment(Middle.self) == .center)
        #expect(VerticalAlignment.nearTheEnd == .bottom)
        #expect(HorizontalAlignment(Broken.self) == .center)
        #expect(HorizontalAlignment.listRowSeparatorLeading == .leading)
    }

    @Test @MainActor func stacksAlignedByACustomGuideRenderLikeTheNearestBuiltInOne() {
        func column(_ alignment: HorizontalAlignment) -> some View {
            VStack(alignment: alignment) {
                Text("Total")
                Text("1,204.50").alignmentGuide(alignment) { $0[explicit: alignment] ?? $0[alignment] }
            }
        }
        #expect(ascii(column(.nearTheEnd)) == ascii(column(.trailing)))
        #expect(ascii(column(.quarterIn)) == ascii(column(.leading)))
        #expect(ascii(column(.nearTheEnd)) != ascii(column(.leading)))
        func row(_ alignment: VerticalAlignment) -> some View {
            HStack(alignment: alignment) {
                Text("a")
                Text("b\nc\nd")
            }
        }
        #expect(ascii(row(.nearTheEnd)) == ascii(row(.bottom)))
        #expect(ascii(row(.nearTheEnd)) != ascii(row(.top)))
    }
}
