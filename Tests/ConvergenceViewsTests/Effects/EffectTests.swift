import Convergence
import Foundation
import Testing

@Suite struct EffectTests {
    @Test @MainActor func hiddenAndTransparentViewsKeepTheirRoom() {
        let view = VStack(alignment: .leading) {
            Text("Title")
            Text("Secret").hidden()
            HStack {
                Text("Left")
                Text("Middle").opacity(0)
                Text("Right")
            }
            Text("Shown").opacity(0.5)
        }
        #expect(ascii(view) == "Title\n\nLeft        Right\nShown")
    }

    @Test @MainActor func hiddenHTMLKeepsTheElementInvisible() {
        let html = Text("Secret").hidden().render(.html)
        #expect(html.contains(#"aria-hidden="true" style="visibility: hidden""#))
    }

    @Test @MainActor func overlayDrawsOverAndBackgroundUnder() {
        let view = Text("Inbox").padding(.trailing, 16).overlay(alignment: .topTrailing) { Text("3") }
        #expect(ascii(view) == "Inbox 3")
        let older = Text("AB").overlay(Text("X"), alignment: .leading)
        #expect(ascii(older) == "XB")
    }

    @Test @MainActor func inertEffectsLeaveTheTextAsItWas() {
        let plain = Text("Card").padding()
        let effected = Text("Card").padding()
            .offset(x: 10, y: 4).scaleEffect(1.2).rotationEffect(.degrees(30))
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).blur(radius: 2)
            .shadow(radius: 4).brightness(0.1).saturation(0.5).grayscale(1).zIndex(2).clipped()
            .clipShape(RoundedRectangle(cornerRadius: 8)).cornerRadius(8).ignoresSafeArea()
            .animation(.spring(), value: 1).transition(.slide).background(.ultraThinMaterial)
        #expect(ascii(effected) == ascii(plain))
    }

    @Test @MainActor func coloursFromComponentsAreNamedByTheirHexValue() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0).styleName == "rgb-ff8000")
        #expect(Color(white: 0.2).styleName == "rgb-333333")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).styleName == "rgb-ff0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).styleName == "rgb-00ff00")
        #expect(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).styleName
                == "linear-gradient-red-blue")
    }

    @Test @MainActor func gesturesDoNotChangeTheTextButShowInHTML() {
        let view = Text("Row").onTapGesture {}.onLongPressGesture {}
        #expect(ascii(view) == "Row")
        let html = view.render(.html)
        #expect(html.contains(#"data-gestures="long-press""#))
        #expect(html.contains(#"data-gestures="tap""#))
    }
}
