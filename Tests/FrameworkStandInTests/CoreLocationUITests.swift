import CoreLocation
import CoreLocationUI
import SwiftUI
import Testing

private struct ShareLocationView: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shared \(taps) times")
            LocationButton(.shareCurrentLocation) {
                taps += 1
            }
            LocationButton {
                taps += 10
            }

        }
    }
}

@Suite struct CoreLocationUITests {
    @Test @MainActor func aLocationButtonIsAButtonThatRunsItsAction() async throws {
        let frames = try await Scenario("share", steps: [.tap("Share Current Location"), .tap("Current Location")]) {
            ShareLocationView()
        }.frames()

        #expect(
            frames.map { $0.render(.ascii(width: 40)) } == [
                #"""
                Shared 0 times
                [ (^) Share Current Location ]
                [ (^) Current Location ]

                """#,
                #"""
                Shared 1 times
                [ (^) Share Current Location ]
                [ (^) Current Location ]

                """#,
                #"""
                Shared 11 times
                [ (^) Share Current Location ]
                [ (^) Current Location ]

                """#,
            ])
    }

    @Test @MainActor func withoutATitleALocationButtonIsTheArrowAlone() async throws {
        let text = try await Scenario("arrow") { LocationButton(nil) {} }.render(.ascii(width: 20))

        #expect(text == "[ (^) ]\n")
    }
}
