import CoreLocation
import Testing

private final class LocationRecorder: NSObject, CLLocationManagerDelegate {
    var updates = 0

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        updates += 1
    }
}

@Suite struct CoreLocationTests {
    @Test func distanceIsTheGreatCircleDistance() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let sydney = CLLocation(latitude: -33.8688, longitude: 151.2093)

        #expect(abs(paris.distance(from: london) - 343_556) < 500)
        #expect(abs(london.distance(from: sydney) - 16_993_000) < 20_000)
        #expect(paris.distance(from: paris) == 0)
        #expect(paris.distance(from: london) == london.distance(from: paris))
    }

    @Test func coordinatesKeepWhatTheyAreGivenAndKnowTheirRange() {
        let coordinate = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)

        #expect(coordinate.latitude == 37.3349)
        #expect(coordinate.longitude == -122.0090)
        #expect(CLLocationCoordinate2DIsValid(coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocation(latitude: 1, longitude: 2).coordinate.longitude == 2)
    }

    @Test func aManagerInAScenarioIsUndeterminedAndNoLocationArrives() {
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()

        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.location == nil)
        #expect(recorder.updates == 0)
        #expect(manager.delegate === recorder)
    }

    @Test func geocodingFindsNothing() async throws {
        let geocoder = CLGeocoder()
        await #expect(throws: CLError(.geocodeFoundNoResult)) {
            try await geocoder.geocodeAddressString("1 Infinite Loop, Cupertino")
        }
        let found = await withCheckedContinuation { continuation in
            geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) { placemarks, error in
                continuation.resume(returning: (placemarks?.count, (error as? CLError)?.code))
            }
        }
        #expect(found.0 == nil)
        #expect(found.1 == .geocodeFoundNoResult)
        do {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
            Issue.record("a geocode found something")
        } catch CLError.geocodeFoundNoResult {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
