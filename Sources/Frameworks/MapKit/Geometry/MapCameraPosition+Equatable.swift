import CoreLocation

// Positions compare as Apple's do, so that `.onChange(of: position)` compiles; regions and cameras compare by their
// numbers (Core Location's coordinates are not `Equatable` themselves), items by identity.
extension MapCameraPosition: Equatable {
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic):
            return true
        case (.region(let left), .region(let right)):
            return same(left.center, right.center) && left.span.latitudeDelta == right.span.latitudeDelta
                && left.span.longitudeDelta == right.span.longitudeDelta
        case (.camera(let left), .camera(let right)):
            return same(left.centerCoordinate, right.centerCoordinate) && left.distance == right.distance
                && left.heading == right.heading && left.pitch == right.pitch
        case (.item(let left), .item(let right)):
            return left === right
        case (.userLocation(let leftHeading, let leftFallback), .userLocation(let rightHeading, let rightFallback)):
            return leftHeading == rightHeading && leftFallback.position == rightFallback.position
        default:
            return false
        }
    }

    private static func same(_ left: CLLocationCoordinate2D, _ right: CLLocationCoordinate2D) -> Bool {
        left.latitude == right.latitude && left.longitude == right.longitude
    }
}
