import FrameworkStandInsSwift5
import MapKit
import SwiftUI
import Testing

@Suite struct Swift5ModeTests {
    @Test @MainActor func aSwift5ScreenWithMapsALocationButtonAndAWebViewRenders() async throws {
        let cafes = [Cafe(name: "Monmouth", coordinate: CLLocationCoordinate2D(latitude: 51.5055, longitude: -0.0911))]
        let text = try await Scenario("nearby") { NearbyView(cafes: cafes) }.render(.ascii(width: 40))

        #expect(
            text == #"""
                Locating…
                +--------------------------------------+
                |Map                                   |
                |======================================|
                |<cup.and.saucer> Monmouth 51.5055,    |
                |                          -0.0911     |
                |--------------------------------------|
                |(^) My Location                       |
                +--------------------------------------+
                +--------------------------------------+
                |Map around 51.5074, -0.1278           |
                |======================================|
                |Monmouth 51.5055, -0.0911             |
                +--------------------------------------+
                [ (^) Current Location ]
                +--------------------------------------+
                |(#) https://example.com/menu          |
                +--------------------------------------+

                """#)
    }
}
