import Convergence
import Testing

@Suite struct RepresentablePlaceholderTests {
    final class MKMapView {}

    @Test @MainActor func aWrappedPlatformViewIsDrawnAsALabelNamingItsType() {
        #expect(ascii(PlatformViewPlaceholder(kind: "UIView", wrappedType: MKMapView.self)) == "[UIView: MKMapView]")
    }

    @Test @MainActor func thePlaceholderTakesItsPlaceAmongOtherViews() {
        let view = VStack {
            Text("Map")
            PlatformViewPlaceholder(kind: "NSViewController", wrappedType: MKMapView.self)
        }
        #expect(ascii(view) == "             Map\n[NSViewController: MKMapView]")
    }
}
