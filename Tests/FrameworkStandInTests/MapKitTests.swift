import MapKit
import SwiftUI
import Testing

private struct Landmark: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

private let landmarks = [
    Landmark(id: 1, name: "Apple Park", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.00902)),
    Landmark(
        id: 2, name: "Ferry Building", coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)),
]

private let cupertino = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.3230, longitude: -122.0322),
    span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))

private struct LandmarksMap: View {
    @State private var position: MapCameraPosition = .region(cupertino)
    var showsRoute = false

    var body: some View {
        Map(position: $position) {
            ForEach(landmarks) { landmark in
                Marker(landmark.name, coordinate: landmark.coordinate)
                    .tint(.red)
            }
            Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)) {
                Image(systemName: "house")
            }
            if showsRoute {
                MapPolyline(coordinates: landmarks.map(\.coordinate))
                    .stroke(.blue, lineWidth: 4)
            }
            MapCircle(center: landmarks[0].coordinate, radius: 500)
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
    }
}

private struct LegacyMap: View {
    @State private var region = cupertino

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: landmarks) { landmark in
            MapMarker(coordinate: landmark.coordinate, tint: .blue)
        }
    }
}

@Suite struct MapKitTests {
    @Test @MainActor func aMapListsItsContentInABoxTitledWithWhereItLooks() async throws {
        let text = try await Scenario("map") { LandmarksMap(showsRoute: true) }.render(.ascii(width: 44))

        #expect(
            text == #"""
                +------------------------------------------+
                |Map around 37.3230, -122.0322             |
                |==========================================|
                |(v) Apple Park 37.3349, -122.0090         |
                |------------------------------------------|
                |(v) Ferry Building 37.7955, -122.3937     |
                |------------------------------------------|
                |[^] Home 37.3300, -122.0300               |
                |------------------------------------------|
                |Line of 2 points, 37.3349, -122.0090 to   |
                |37.7955, -122.3937                        |
                |------------------------------------------|
                |Circle of 500 m around 37.3349, -122.0090 |
                |------------------------------------------|
                |(^) My Location                           |
                +------------------------------------------+

                """#)
    }

    @Test @MainActor func anEmptyMapFramingItsContentIsABoxTitledMap() async throws {
        let text = try await Scenario("empty") { Map() }.render(.ascii(width: 12))

        #expect(
            text == #"""
                +----------+
                |Map       |
                +----------+

                """#)
    }

    @Test @MainActor func theOlderMapListsAMarkerPerItemAndTheUserLocation() async throws {
        let text = try await Scenario("legacy") { LegacyMap() }.render(.ascii(width: 40))

        #expect(
            text == #"""
                +--------------------------------------+
                |Map around 37.3230, -122.0322         |
                |======================================|
                |(v) 37.3349, -122.0090                |
                |--------------------------------------|
                |(v) 37.7955, -122.3937                |
                |--------------------------------------|
                |(^) My Location                       |
                +--------------------------------------+

                """#)
    }

    @Test @MainActor func aMapIsASectionWithAListOfLabelsInHTML() async throws {
        let applePark = MKMapItem(placemark: MKPlacemark(coordinate: landmarks[0].coordinate))
        applePark.name = "Apple Park"
        let html = try await Scenario("html") {
            Map(initialPosition: .item(applePark)) {
                Marker("Apple Park", systemImage: "flag", coordinate: applePark.placemark.coordinate)
            }
        }.render(.html)

        #expect(
            html == #"""
                <div class="border border-map" style="border: 1px solid">
                  <div class="frame" data-alignment="leading" style="width: 100%">
                    <section class="section">
                      <h2><span class="text">Map around Apple Park</span></h2>
                      <ul class="list">
                        <li>
                          <span class="label">
                            <span class="symbol" data-symbol="flag" role="img" aria-label="flag">⚑</span>
                            <span class="hstack" data-alignment="center">
                              <span class="text">Apple Park</span>
                              <span class="text">37.3349, -122.0090</span>
                            </span>
                          </span>
                        </li>
                      </ul>
                    </section>
                  </div>
                </div>

                """#)
    }
}

private struct TrailMap: UIViewRepresentable {
    let pins: [MKPointAnnotation]

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        mapView.showsUserLocation = true
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(pins)
        mapView.setRegion(cupertino, animated: true)
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: annotation)
            view.canShowCallout = true
            return view
        }
    }
}

@Suite struct MKMapViewTests {
    @Test @MainActor func aWrappedMapViewIsAPlaceholderAndKeepsItsAnnotations() async throws {
        let pin = MKPointAnnotation(coordinate: landmarks[0].coordinate, title: "Apple Park")
        let text = try await Scenario("trail") { TrailMap(pins: [pin]) }.render(.ascii(width: 30))
        let mapView = MKMapView()
        mapView.addAnnotations([pin, MKPointAnnotation()])
        mapView.removeAnnotation(pin)
        mapView.setCenter(landmarks[1].coordinate, animated: false)

        #expect(text == "[UIView: MKMapView]\n")
        #expect(mapView.annotations.count == 1)
        #expect(mapView.region.center.latitude == 37.7955)
        #expect(TrailMap.Coordinator().mapView(mapView, viewFor: pin)?.annotation?.title == "Apple Park")
    }
}

private struct FollowingMap: View {
    @State private var position: MapCameraPosition = .automatic
    @State private var moves = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Moves: \(moves)")
            Button("Cupertino") { position = .region(cupertino) }
            Map(position: $position)
        }
        .onChange(of: position) { moves += 1 }
    }
}

@Suite struct MapCameraPositionTests {
    @Test func positionsCompareByWhatTheyShow() {
        #expect(MapCameraPosition.automatic == .automatic)
        #expect(MapCameraPosition.region(cupertino) == .region(cupertino))
        #expect(MapCameraPosition.userLocation(fallback: .automatic) != .userLocation(fallback: .region(cupertino)))
        #expect(MapCameraPosition.region(cupertino).region?.center.latitude == 37.3230)
        #expect(MapCameraPosition.userLocation(fallback: .automatic).followsUserLocation)
    }

    @Test @MainActor func aBoundPositionMovesTheMapsTitleAndIsObserved() async throws {
        let frames = try await Scenario("follow", steps: [.tap("Cupertino")]) { FollowingMap() }.frames()

        #expect(
            frames.map { $0.render(.ascii(width: 32)) } == [
                #"""
                Moves: 0
                [ Cupertino ]
                +------------------------------+
                |Map                           |
                +------------------------------+

                """#,
                #"""
                Moves: 1
                [ Cupertino ]
                +------------------------------+
                |Map around 37.3230, -122.0322 |
                +------------------------------+

                """#,
            ])
    }
}
