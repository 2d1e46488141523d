import Convergence
import Foundation
import Testing

@Suite struct ShapeTests {
    @Test @MainActor func shapeWithoutAFrameIsOneMarkInARow() {
        let view = HStack {
            Circle().fill(.green)
            Text("Online")
        }
        #expect(ascii(view) == "O Online")
    }

    @Test @MainActor func framedShapeIsABoxOfItsFrame() {
        let filled = RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 64, height: 48)
        #expect(
            ascii(filled) == #"""
                .------.
                |######|
                '------'
                """#)
        let stroked = Rectangle().stroke(.red, lineWidth: 2).frame(width: 48, height: 32)
        #expect(
            ascii(stroked) == #"""
                +----+
                +----+
                """#)
    }

    @Test @MainActor func trimmedStrokedCircleDrawsPartOfItsRingInHeavyGlyphs() {
        let ring = Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 4).frame(width: 48, height: 48)
        #expect(
            ascii(ring) == #"""
                   ###
                     #
                   ###
                """#)
    }

    @Test @MainActor func shapeBehindContentOutlinesIt() {
        let tag = Text("New").padding(.horizontal, 8).background(Capsule().fill(.yellow))
        #expect(ascii(tag) == "(New)")
        let card = Text("Hello").padding().background(RoundedRectangle(cornerRadius: 12).stroke(.gray))
        #expect(
            ascii(card) == #"""
                .-------.
                | Hello |
                '-------'
                """#)
    }

    @Test @MainActor func hairlineShapeIsARule() {
        let view = VStack(spacing: 0) {
            Text("Above")
            Rectangle().fill(.gray).frame(height: 1)
            Text("Below")
        }
        #expect(ascii(view, width: 12) == "   Above\n------------\n   Below")
    }

    @Test @MainActor func clearShapeKeepsItsRoomAndShowsNothing() {
        let view = VStack {
            Text("Above")
            Rectangle().fill(.clear).frame(width: 40, height: 32)
            Text("Below")
        }
        #expect(ascii(view) == "Above\n\n\nBelow")
    }

    @Test @MainActor func customShapeDrawsItsPathAsSVG() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let html = Triangle().fill(.orange).frame(width: 32, height: 32).render(.html)
        #expect(html.contains(#"<svg class="shape path fill-orange" viewBox="0 0 100 100""#))
        #expect(html.contains(#"d="M50 0 L100 100 L0 100 Z""#))
        #expect(ascii(Triangle().frame(width: 32, height: 48)) == "+--+\n|##|\n+--+")
    }
}
