import CoreLocation
import CoreLocationUI
import MapKit
import SwiftUI
import WebKit

/// A location model in the shape most Swift 5 apps write it: an `ObservableObject` that is its manager's delegate.
public final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published public var lastLocation: CLLocation?
    @Published public var status: CLAuthorizationStatus = .notDetermined
    private let manager = CLLocationManager()

    public override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    public func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }

    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = manager.authorizationStatus
    }
}

public struct Cafe: Identifiable {
    public let id = UUID()
    public let name: String
    public let coordinate: CLLocationCoordinate2D

    public init(name: String, coordinate: CLLocationCoordinate2D) {
        self.name = name
        self.coordinate = coordinate
    }
}

/// A screen in Swift 5 style: both map forms, a location button and a web view.
public struct NearbyView: View {
    @StateObject private var model = LocationModel()
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278), latitudinalMeters: 1000,
        longitudinalMeters: 1000)
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    let cafes: [Cafe]

    public init(cafes: [Cafe]) {
        self.cafes = cafes
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(model.lastLocation == nil ? "Locating…" : "Found you")
            Map(position: $position) {
                ForEach(cafes) { cafe in
                    Marker(cafe.name, systemImage: "cup.and.saucer", coordinate: cafe.coordinate)
                }
                UserAnnotation()
            }
            .mapStyle(.hybrid)
            Map(coordinateRegion: $region, annotationItems: cafes) { cafe in
                MapAnnotation(coordinate: cafe.coordinate) {
                    Text(cafe.name)
                }
            }
            LocationButton(.currentLocation) {
                model.start()
            }
            WebView(url: URL(string: "https://example.com/menu"))
        }
    }
}
