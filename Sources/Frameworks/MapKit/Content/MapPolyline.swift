import CoreLocation

/// A line drawn over a `Map` through a list of points; rendered as a row
/// `Line of 3 points, 37.3349, -122.0090 to 37.7749, -122.4194`.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]

    /// How the line follows Earth's curve.
    public struct ContourStyle: Sendable, Hashable {
        let isGeodesic: Bool

        /// Straight on the flat map.
        public static let straight = ContourStyle(isGeodesic: false)
        /// Along the shortest path on the globe.
        public static let geodesic = ContourStyle(isGeodesic: true)
    }

    /// A line through the given points, in order.
    ///
    /// - Parameters:
    ///   - coordinates: The points the line goes through.
    ///   - contourStyle: Whether the line is straight on the map or follows the globe; accepted.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    var mapFeatures: [MapFeature] {
        [.overlay("Line " + OverlayText.points(coordinates, joinedBy: " to "))]
    }
}
